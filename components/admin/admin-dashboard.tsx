'use client';

import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccountTab } from '@/components/admin/account/account-tab';
import { AnalyticsTab } from '@/components/admin/analytics/analytics-tab';
import { AuditTab } from '@/components/admin/audit-tab';
import { BlogTab } from '@/components/admin/blog/blog-tab';
import { CareersTab } from '@/components/admin/careers/careers-tab';
import { DeliveriesTab } from '@/components/admin/deliveries-tab';
import { EmailTab } from '@/components/admin/email/email-tab';
import { LeadsTab } from '@/components/admin/leads/leads-tab';
import { LeadsUnreadBadge } from '@/components/admin/leads/leads-unread-badge';
import { LogoutButton } from '@/components/admin/logout-button';
import { AdminNavigationContext } from '@/components/admin/overview/admin-navigation';
import { OverviewTab } from '@/components/admin/overview/overview-tab';
import { PixelsTab } from '@/components/admin/pixels/pixels-tab';
import { SchedulingTab } from '@/components/admin/scheduling/scheduling-tab';
import { WebhooksTab } from '@/components/admin/webhooks/webhooks-tab';

const TABS = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
  { value: 'webhooks', label: 'Form Webhooks', Panel: WebhooksTab },
  { value: 'careers', label: 'Careers', Panel: CareersTab },
  { value: 'blog', label: 'Blog', Panel: BlogTab },
  { value: 'email', label: 'Email Settings', Panel: EmailTab },
  { value: 'pixels', label: 'Tracking Pixels', Panel: PixelsTab },
  { value: 'leads', label: 'Leads', Panel: LeadsTab, Badge: LeadsUnreadBadge },
  { value: 'scheduling', label: 'Scheduling', Panel: SchedulingTab },
  { value: 'deliveries', label: 'Deliveries', Panel: DeliveriesTab },
  { value: 'audit', label: 'Audit Log', Panel: AuditTab },
] as const;

/** The signed-in dashboard: a header with Logout, and one tab per area. */
export function AdminDashboard({
  username,
  twoFactorEnabled,
  homeUrl,
}: {
  username: string;
  twoFactorEnabled: boolean;
  /** The public site's home page, where Logout goes. */
  homeUrl: string;
}) {
  const [tab, setTab] = useState<string>('overview');
  // The status the Deliveries tab opens with: set by the Overview's "Show dead deliveries" only.
  const [deliveryFilter, setDeliveryFilter] = useState('');
  const openDeliveries = (status: string) => {
    setDeliveryFilter(status);
    setTab('deliveries');
  };
  const chooseTab = (value: string) => {
    setDeliveryFilter('');
    setTab(value);
  };
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">Signed in as {username}</p>
        </div>
        <LogoutButton homeUrl={homeUrl} />
      </header>
      <main>
        <AdminNavigationContext.Provider value={{ openDeliveries, deliveryFilter }}>
          <Tabs value={tab} onValueChange={chooseTab}>
            <TabsList aria-label="Admin sections">
              {TABS.map((tab) => (
                <TabsTrigger
                  key={tab.value}
                  value={tab.value}
                  aria-describedby={'Badge' in tab ? `${tab.value}-tab-badge` : undefined}
                >
                  {tab.label}
                  {'Badge' in tab ? <tab.Badge id={`${tab.value}-tab-badge`} /> : null}
                </TabsTrigger>
              ))}
              <TabsTrigger value="account">Account</TabsTrigger>
            </TabsList>
            {/* Each panel starts with an h2 so the card titles (h3) sit in a proper outline. */}
            {TABS.map(({ value, label, Panel }) => (
              <TabsContent key={value} value={value}>
                <h2 className="sr-only">{label}</h2>
                <Panel />
              </TabsContent>
            ))}
            <TabsContent value="account">
              <h2 className="sr-only">Account</h2>
              <AccountTab username={username} twoFactorEnabled={twoFactorEnabled} />
            </TabsContent>
          </Tabs>
        </AdminNavigationContext.Provider>
      </main>
    </div>
  );
}
