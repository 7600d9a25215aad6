import { renderOgImage, renderRouteOgImage } from '@/components/site/og-image';
import { getPublishedPost } from '@/lib/blog/public-posts';
import { PUBLIC_ROUTES, type PublicPath } from '@/lib/seo/routes';

// Every card is rendered once and kept: a page's card at build time (it changes only with the
// code), an article's on its first request, read under the blog tag so an edit renders it again.
export const dynamic = 'force-static';

const segments = (path: string) => path.split('/').filter(Boolean);

/** One card per page of the route table at build; articles' cards on request (posts are data). */
export function generateStaticParams() {
  return PUBLIC_ROUTES.map((route) => ({ path: segments(route.path) }));
}

/**
 * The social cards of every public page, from one module: a page's card is at
 * `/opengraph-image{path}` (see `ogImage` in lib/seo/metadata.ts); an article's shows its title
 * and first tag.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ path?: string[] }> },
): Promise<Response> {
  const parts = (await params).path ?? [];
  if (parts.length === 2 && parts[0] === 'blog') {
    const post = await getPublishedPost(parts[1] ?? '');
    if (!post) return new Response('Not found', { status: 404 });
    return renderOgImage({
      label: post.tags[0] ? `Blog · ${post.tags[0]}` : 'Blog',
      title: post.title,
    });
  }
  const path = `/${parts.join('/')}`;
  const route = PUBLIC_ROUTES.find((candidate) => candidate.path === path);
  if (!route) return new Response('Not found', { status: 404 });
  return renderRouteOgImage(route.path as PublicPath);
}
