import { renderOgImage, renderRouteOgImage } from '@/components/site/og-image';
import { getAllPosts, getPost } from '@/lib/blog/posts';
import { PUBLIC_ROUTES, type PublicPath } from '@/lib/seo/routes';

// Every card is rendered once, at build time: they change only with the code.
export const dynamic = 'force-static';
export const dynamicParams = false;

const segments = (path: string) => path.split('/').filter(Boolean);

/** One card per page of the route table and per blog article. */
export function generateStaticParams() {
  return [
    ...PUBLIC_ROUTES.map((route) => ({ path: segments(route.path) })),
    ...getAllPosts().map((post) => ({ path: ['blog', post.slug] })),
  ];
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
    const post = getPost(parts[1] ?? '');
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
