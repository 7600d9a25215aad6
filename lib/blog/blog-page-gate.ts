import { NextResponse, type NextRequest } from 'next/server';

/** What a blog post address answers (see blogPageStatus in lib/blog/posts.ts). */
export type BlogPageStatus =
  | { kind: 'live' }
  | { kind: 'moved'; slug: string }
  | { kind: 'gone' }
  | { kind: 'hidden' }
  | { kind: 'unknown' };

type StatusLookup = (slug: string) => Promise<BlogPageStatus>;

// The proxy is bundled apart from the app and must not open a database of its own: the server
// registers the lookup at start (instrumentation), and both copies reach it through one global.
const LOOKUP = Symbol.for('sonara.blog-page-status');
type GlobalWithLookup = typeof globalThis & { [LOOKUP]?: StatusLookup };

/** Registers how this process finds a blog address's status (called once at server start). */
export function registerBlogPageStatus(lookup: StatusLookup): void {
  (globalThis as GlobalWithLookup)[LOOKUP] = lookup;
}

const POST_PAGE = /^\/blog\/([^/]+)$/;
// Addresses under /blog that are not posts.
const NOT_POSTS = new Set(['rss.xml']);

/** Where a post that went is answered from: a route handler, which may answer 410. */
export function goneBlogPagePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}/gone`;
}

/** A path no route has: rewriting there shows the site's 404 page with status 404. */
const NOT_FOUND_PATH = '/blog-post-not-found';

/**
 * A renamed post's old address redirects permanently (308) to the current one; a post that was
 * public and went (unpublished, archived, deleted) answers 410 through the route handler that
 * serves the gone page; a post never published (draft, scheduled) answers the 404 page, as if it
 * did not exist. Anything else (a live post, an unknown address, a failed lookup) goes on to the
 * page, which shows the post or sends an unknown address back to the blog list.
 */
export async function answerBlogPage(request: NextRequest): Promise<NextResponse | undefined> {
  const match = POST_PAGE.exec(request.nextUrl.pathname);
  const lookup = (globalThis as GlobalWithLookup)[LOOKUP];
  if (!match?.[1] || !lookup) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  if (NOT_POSTS.has(slug)) return undefined;
  let status: BlogPageStatus;
  try {
    status = await lookup(slug);
  } catch {
    return undefined;
  }
  switch (status.kind) {
    case 'moved': {
      const target = new URL(`/blog/${encodeURIComponent(status.slug)}`, request.url);
      target.search = request.nextUrl.search;
      return NextResponse.redirect(target, 308);
    }
    case 'gone':
      return NextResponse.rewrite(new URL(goneBlogPagePath(slug), request.url));
    case 'hidden':
      return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
    default:
      return undefined;
  }
}
