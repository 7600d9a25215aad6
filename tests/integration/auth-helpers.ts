import { siteRequest } from '@/tests/integration/admin-harness';

/** Asks the dashboard's session endpoint who a cookie signs in (200, 401 or 403). */
export async function adminSession(cookie: string): Promise<Response> {
  const { GET } = await import('@/app/api/admin/session/route');
  return GET(siteRequest('/api/admin/session', { cookie }), { params: Promise.resolve({}) });
}
