import { NextResponse, type NextRequest } from 'next/server';

/** What a job page address answers: an open posting, a closed or deleted one, or none at all. */
export type JobPageStatus = 'live' | 'gone' | 'unknown';

type StatusLookup = (slug: string) => Promise<JobPageStatus>;

// The proxy is bundled apart from the app and must not open a database of its own: the server
// registers the lookup at start (instrumentation), and both copies reach it through one global.
const LOOKUP = Symbol.for('sonara.job-page-status');
type GlobalWithLookup = typeof globalThis & { [LOOKUP]?: StatusLookup };

/** Registers how this process finds a job page's status (called once at server start). */
export function registerJobPageStatus(lookup: StatusLookup): void {
  (globalThis as GlobalWithLookup)[LOOKUP] = lookup;
}

const JOB_PAGE = /^\/careers\/([^/]+)$/;

/** Where a closed job's page is served from: a route handler, which may answer 410. */
function goneJobPagePath(slug: string): string {
  return `/careers/${encodeURIComponent(slug)}/gone`;
}

/**
 * A job page whose posting closed or was deleted answers 410 (Gone): App Router pages can only
 * answer 200 or 404, so the request is rewritten to the route handler that serves the gone page.
 * Anything else (an open job, an unknown address, a failed lookup) goes on to the page, which
 * shows the job or the 404 page.
 */
export async function rewriteGoneJobPage(request: NextRequest): Promise<NextResponse | undefined> {
  const match = JOB_PAGE.exec(request.nextUrl.pathname);
  const lookup = (globalThis as GlobalWithLookup)[LOOKUP];
  if (!match?.[1] || !lookup) return undefined;
  let status: JobPageStatus;
  try {
    status = await lookup(decodeURIComponent(match[1]));
  } catch {
    return undefined;
  }
  if (status !== 'gone') return undefined;
  return NextResponse.rewrite(new URL(goneJobPagePath(decodeURIComponent(match[1])), request.url));
}
