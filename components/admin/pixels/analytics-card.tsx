'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { api, errorText } from '@/components/admin/api';
import type { AnalyticsSettingsView } from '@/lib/admin/analytics-settings';

const KEY = ['analytics-settings'];

/** Visitor analytics on or off: the site's own cookieless counting, not a pixel. */
export function AnalyticsCard() {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => api<AnalyticsSettingsView>('/api/admin/analytics'),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      api<AnalyticsSettingsView>('/api/admin/analytics', { method: 'PUT', body: { enabled } }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      toast.success(saved.enabled ? 'Visitor analytics on' : 'Visitor analytics off');
    },
    onError: (error) =>
      toast.error('Error saving visitor analytics', { description: errorText(error) }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Visitor analytics</CardTitle>
        <CardDescription>
          The site counts page views, visits and form steps itself: no cookie, no third party, and
          the counting stores nothing on the visitor&apos;s device. A visitor is a key that changes
          every day. Where a visit began is kept in the browser tab, for the lead it may become,
          only as the visitor&apos;s consent allows.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p className="text-sm text-muted-foreground">Loading analytics settings...</p>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The analytics settings could not be loaded. {settings.error.message}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="ui-checkbox"
                checked={settings.data.enabled}
                // Not `disabled` while saving: that would drop a keyboard user's focus.
                aria-disabled={save.isPending}
                onChange={(event) => {
                  if (!save.isPending) save.mutate(event.target.checked);
                }}
              />
              Count visitors on public pages
            </label>
            <p className="text-sm text-muted-foreground">
              Raw events are kept {settings.data.rawDays} days (ANALYTICS_RAW_DAYS), then only as
              daily totals. Turned off, pages carry no beacon, nothing is taken in and nothing is
              kept in the visitor&apos;s browser.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
