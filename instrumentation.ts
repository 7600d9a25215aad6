export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Next.js answers no request before register() returns: from here on every request is
  // stamped with its peer address and gets 503 (from proxy.ts) until start-up has finished.
  const { markStarting } = await import('@/lib/server/availability');
  const { databaseAnswers } = await import('@/lib/server/readiness');
  markStarting(databaseAnswers);
  const { installPeerAddressHook } = await import('@/lib/http/client-address');
  installPeerAddressHook();
  const { checkEnvironment, reportConfiguration } = await import('@/lib/server/startup-checks');
  // A bad variable stops the process here, before anything opens the database.
  if (checkEnvironment() !== undefined) return;
  reportConfiguration();
  const { startServer } = await import('@/lib/server/boot');
  const { startAdminAuth } = await import('@/lib/auth/startup');
  const { startJobPageStatus } = await import('@/lib/jobs/job-page-status');
  const { startAnalytics } = await import('@/lib/analytics/startup');
  const { startBlog } = await import('@/lib/blog/startup');
  // Not awaited: a database that does not answer yet is waited for while the server answers 503.
  void startServer([startAdminAuth, startJobPageStatus, startAnalytics, startBlog]);
}
