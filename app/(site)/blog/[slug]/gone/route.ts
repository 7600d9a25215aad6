import { goneBlogPageHtml } from '@/lib/blog/gone-page';
import { currentBlogPageStatus } from '@/lib/blog/startup';
import { goneRoute } from '@/lib/http/gone-route';

/** The page of a withdrawn or deleted post, with 410; the proxy rewrites its address here. */
export const GET = goneRoute(
  async (slug) => (await currentBlogPageStatus(slug)).kind === 'gone',
  goneBlogPageHtml,
);
