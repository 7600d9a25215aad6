import Link from 'next/link';
import type { BlogPostSummary } from '@/lib/blog/post-types';
import { PUBLIC_ROUTES, type RouteGroup } from '@/lib/seo/routes';

const GROUPS: RouteGroup[] = ['Main Pages', 'Resources', 'Company', 'Legal'];

/** Every public page grouped as on the spec's sitemap page, with the blog's articles under Blog. */
export function RouteGroups({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {GROUPS.map((group) => {
        const headingId = `sitemap-${group.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section
            key={group}
            aria-labelledby={headingId}
            className="rounded-xl border bg-background p-6"
          >
            <h2 id={headingId} className="text-lg font-semibold">
              {group}
            </h2>
            <ul className="mt-4 flex flex-col gap-2">
              {PUBLIC_ROUTES.filter((route) => route.group === group).map((route) => (
                <li key={route.path}>
                  <Link
                    href={route.path}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {route.label}
                  </Link>
                  {route.path === '/blog' ? (
                    <ul className="mt-2 ml-4 flex flex-col gap-2 border-l pl-3 text-sm">
                      {posts.map((post) => (
                        <li key={post.slug}>
                          <Link
                            href={`/blog/${post.slug}`}
                            className="text-foreground/80 underline-offset-4 hover:underline"
                          >
                            {post.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
