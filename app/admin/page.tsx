import { headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { AdminProviders } from '@/components/admin/admin-providers';
import { LoginCard } from '@/components/admin/login-card';
import { reachedOtherHost } from '@/lib/admin/guard';
import { checkSession, type SessionCheck } from '@/lib/auth/session';
import { publicPageHref, siteConfig } from '@/lib/config/site';
import { log } from '@/lib/log/logger';

// Per-request: the session decides what renders, and the CSP nonce is per response.
export const dynamic = 'force-dynamic';

async function currentSession(): Promise<SessionCheck | 'unavailable'> {
  try {
    return await checkSession(await headers());
  } catch (error) {
    log.error('admin.session-check-failed', '[admin] session check failed', {}, error);
    return 'unavailable';
  }
}

/** /admin: the login card, or the dashboard for a signed-in admin (on ADMIN_URL when set). */
export default async function AdminPage() {
  if (reachedOtherHost({ headers: await headers() })) {
    redirect(siteConfig().adminPage, RedirectType.replace);
  }
  const session = await currentSession();
  if (session === 'unavailable') {
    return <LoginCard notice="The admin is unavailable right now. Please try again shortly." />;
  }
  if (session.status === 'forbidden') {
    return <LoginCard notice="This account may not use the admin dashboard." />;
  }
  if (session.status === 'signed-out') return <LoginCard />;
  return (
    <AdminProviders>
      <AdminDashboard
        username={session.actor.username}
        twoFactorEnabled={session.actor.twoFactorEnabled}
        homeUrl={publicPageHref('/')}
      />
    </AdminProviders>
  );
}
