import { OG_CONTENT_TYPE, OG_SIZE, renderOgImage } from '@/components/site/og-image';
import { getAllPosts, getPost } from '@/lib/blog/posts';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'Blog article';

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

/** The article's social card: its title and first tag. */
export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = getPost((await params).slug);
  return renderOgImage({
    label: post?.tags[0] ? `Blog · ${post.tags[0]}` : 'Blog',
    title: post?.title ?? 'Blog',
  });
}
