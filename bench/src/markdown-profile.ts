import type { ProfileCategory } from './cpuprofile';
import { percent, sectionHead, table } from './markdown';
import type { BenchReport } from './report-types';
import type { ProfiledServer } from './section-profile';

/** What each category counts, for the reader of the table. */
const MEANING: Record<ProfileCategory, string> = {
  'garbage collection': "V8's `(garbage collector)`",
  'writing the response': 'under `writev` / `writevGeneric` (the socket write)',
  'ETag hashing':
    "Next's `generateETag` / `fnv1a52` (`next/dist/server/lib/etag.js`): a hash over the whole HTML",
  'cache handler': "`lib/cache/cache-handler.mjs` and Next's incremental cache `get`",
  rendering:
    "React's server render functions (`renderElement`, `renderWithHooks`, `renderModel`…): none for a page served from cache",
  proxy: 'under `runMiddleware` (the proxy, `proxy.ts`)',
  'async hooks':
    "the innermost JS frame in `node:async_hooks` (AsyncLocalStorage's own work, not what it wraps)",
  rest: "everything else: routing, headers, Node's HTTP parser, `(program)` (native code V8 cannot attribute)",
};

function figures(server: ProfiledServer): string {
  const s = server.summary;
  const busy = s.busyMs + s.idleMs > 0 ? s.busyMs / (s.busyMs + s.idleMs) : 0;
  return `${server.target}: ${server.requestsPerSecond} req/s under the profiler, ${server.non2xx} non-2xx, ${server.servedAs}; ${s.samples} samples, busy ${Math.round(s.busyMs)} ms of the ${Math.round(s.windowMs)} ms window (${percent(busy)} of the main thread's time), profile \`${server.profileFile}\`.`;
}

/** The profile section: time by kind of work on the site and the empty app, and the top functions. */
export function profileMarkdown(report: BenchReport): string[] {
  const section = report.profile;
  const out = sectionHead('CPU profile of `next start` serving a cached `/`', section);
  const data = section?.data;
  if (!data) return out;
  const { site, emptyApp } = data;
  const rendered = site.summary.categories.find((c) => c.name === 'rendering')?.ms ?? 0;
  const { connections, durationSeconds, warmupSeconds } = data.settings;
  const row = (name: ProfileCategory) => {
    const mine = site.summary.categories.find((c) => c.name === name);
    const floor = emptyApp?.summary.categories.find((c) => c.name === name);
    return [
      name,
      mine ? `${Math.round(mine.ms)} ms` : '–',
      mine ? percent(mine.share) : '–',
      ...(emptyApp ? [floor ? percent(floor.share) : '–'] : []),
      MEANING[name],
    ];
  };
  out.push(
    `\`node --cpu-prof\` on the bench build's \`next start\` (and on the empty Next.js app's): \`/\` requested once, ${warmupSeconds} s of autocannon to warm up, then ${durationSeconds} s with ${connections} connections; the server stopped with SIGINT. Only the samples taken during those ${durationSeconds} s count. Shares are of the busy time (idle left out); a sample counts in the first category of the table that matches its stack, so the shares add up to 100 %.`,
    '',
    `- ${figures(site)}`,
    ...(emptyApp ? [`- ${figures(emptyApp)}`] : []),
    ...(data.emptyAppError ? [`- The empty app could not be profiled: ${data.emptyAppError}`] : []),
    '',
    ...(rendered > 0
      ? [
          `**React rendered during the load (${Math.round(rendered)} ms): \`/\` was not served from the cache alone.**`,
          '',
        ]
      : []),
    table(
      ['work', 'site ms', 'site share', ...(emptyApp ? ['empty app share'] : []), 'what it counts'],
      site.summary.categories.map((category) => row(category.name)),
    ),
    '',
    `Top ${site.summary.top.length} functions of the site by self time:`,
    '',
    table(
      ['#', 'function', 'where', 'self ms', 'share', 'counted as'],
      site.summary.top.map((entry, index) => [
        index + 1,
        `\`${entry.functionName}\``,
        `\`${entry.location}\``,
        Math.round(entry.selfMs),
        percent(entry.share),
        entry.category,
      ]),
    ),
    '',
  );
  return out;
}

/** One line for the summary: where a cached `/` spends its time. */
export function profileSummaryLine(report: BenchReport): string[] {
  const site = report.profile?.data?.site;
  if (!site) return [];
  const share = (name: ProfileCategory) =>
    percent(site.summary.categories.find((c) => c.name === name)?.share ?? 0);
  return [
    `- CPU profile of the cached \`/\` under load: ${share('writing the response')} writing the response, ${share('ETag hashing')} ETag hashing, ${share('proxy')} proxy, ${share('cache handler')} cache handler, ${share('rendering')} rendering (${site.requestsPerSecond} req/s under the profiler).`,
  ];
}
