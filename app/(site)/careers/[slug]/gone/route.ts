import { goneJobPageHtml } from '@/lib/jobs/gone-page';
import { currentJobPageStatus } from '@/lib/jobs/job-page-status';
import { goneRoute } from '@/lib/http/gone-route';

/** The page of a closed or deleted job, with 410; the proxy rewrites its address here. */
export const GET = goneRoute(
  async (slug) => (await currentJobPageStatus(slug)) === 'gone',
  goneJobPageHtml,
);
