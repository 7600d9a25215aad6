import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_ROUTES } from '@/lib/seo/routes';

export interface BenchRoute {
  /** The URL path measured. */
  path: string;
  /** The route it stands for (`/blog/[slug]` for an article). */
  route: string;
}

/** Slugs of the blog posts in content/blog (file name = slug), sorted; none when absent. */
export function blogSlugs(root: string = process.cwd()): string[] {
  try {
    return readdirSync(path.join(root, 'content', 'blog'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Every public route from the route table, plus `/blog/[slug]` measured on one article (all
 * articles share that route's code). New pages join automatically when they enter PUBLIC_ROUTES.
 */
export function publicRoutes(root: string = process.cwd()): BenchRoute[] {
  const routes: BenchRoute[] = PUBLIC_ROUTES.map((entry) => ({
    path: entry.path,
    route: entry.path,
  }));
  const [slug] = blogSlugs(root);
  if (slug) routes.push({ path: `/blog/${slug}`, route: '/blog/[slug]' });
  return routes;
}

/** Every public page: the route table and every article. */
export function publicPages(root: string = process.cwd()): string[] {
  return [
    ...PUBLIC_ROUTES.map((entry) => entry.path),
    ...blogSlugs(root).map((slug) => `/blog/${slug}`),
  ];
}
