import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // First: no request is answered before register() returns, and every one needs its page cache.
  const { installCacheHandler } = await import('@/lib/cache/install-cache-handler');
  installCacheHandler();
  const { checkEnvironment, reportConfiguration } = await import('@/lib/server/startup-checks');
  // A bad variable stops the process here, before anything opens the database.
  if (checkEnvironment() !== undefined) return;
  reportConfiguration();
  const { bootServer } = await import('@/lib/server/boot');
  const { startAdminAuth } = await import('@/lib/auth/startup');
  const { startJobPageStatus } = await import('@/lib/jobs/job-page-status');
  await bootServer([startAdminAuth, startJobPageStatus]);
}

/** A page or route that failed because the database did not answer goes out as 503, not 500. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { answerRequestError } = await import('@/lib/server/request-errors');
  answerRequestError(error, request.headers);
};
