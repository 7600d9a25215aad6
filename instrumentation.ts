export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkEnvironment, reportConfiguration } = await import('@/lib/server/startup-checks');
  // A bad variable stops the process here, before anything opens the database.
  if (checkEnvironment() !== undefined) return;
  reportConfiguration();
  const { bootServer } = await import('@/lib/server/boot');
  const { startAdminAuth } = await import('@/lib/auth/startup');
  const { startJobPageStatus } = await import('@/lib/jobs/job-page-status');
  await bootServer([startAdminAuth, startJobPageStatus]);
}
