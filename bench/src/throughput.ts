import autocannon from 'autocannon';
import { median, round } from './stats';

/** One autocannon run against one target. */
export interface ThroughputRun {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ThroughputResult {
  target: string;
  url: string;
  /** Median over the runs (each figure on its own); a single run in older reports. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Summed over the runs. */
  non2xx: number;
  errors: number;
  /** Every run, in the order taken (absent in older reports: one run). */
  runs?: ThroughputRun[];
  /** How the response was served (x-nextjs-cache, cache-control) before and after the runs. */
  cache: { before: CacheStatus; after: CacheStatus };
  /** Rendered per request, served from cache, or static. */
  servedAs: string;
  responseBytes: number;
}

export interface CacheStatus {
  status: number;
  nextjsCache: string | null;
  cacheControl: string | null;
  prerender: string | null;
}

export interface ThroughputSettings {
  connections: number;
  /** Seconds of each measured run. */
  durationSeconds: number;
  /** Seconds of load before the first run of each target (not measured). */
  warmupSeconds: number;
  /** Measured runs per target, taken in turn with the other targets (absent in older reports: 1). */
  runs?: number;
}

export interface ThroughputTarget {
  target: string;
  url: string;
}

/** One uncompressed GET: its status, cache headers and size. */
export async function cacheStatus(url: string): Promise<CacheStatus & { bytes: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    status: response.status,
    nextjsCache: response.headers.get('x-nextjs-cache'),
    cacheControl: response.headers.get('cache-control'),
    prerender: response.headers.get('x-nextjs-prerender'),
    bytes,
  };
}

/** How a response was produced, from Next.js's own headers. */
export function servedAs(status: CacheStatus): string {
  const control = status.cacheControl ?? '';
  if (/no-store|private/.test(control)) return 'rendered per request';
  if (status.nextjsCache) return `from cache (${status.nextjsCache})`;
  if (status.prerender) return 'prerendered';
  return 'static file';
}

async function runOnce(url: string, settings: ThroughputSettings): Promise<ThroughputRun> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 10,
  });
  return {
    requestsPerSecond: round(result.requests.average, 1),
    latencyP50Ms: round(result.latency.p50, 1),
    latencyP99Ms: round(result.latency.p99, 1),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * requests/s and latency of each target under `connections` keep-alive connections (autocannon):
 * a warm-up per target, then `runs` rounds in which every target is measured once, so a change in
 * the machine's load during the section falls on every target alike. Each figure is the median of
 * its runs; the ratios between targets are then ratios of medians.
 */
export async function measureThroughput(
  targets: ThroughputTarget[],
  settings: ThroughputSettings,
  log: (line: string) => void,
): Promise<ThroughputResult[]> {
  const rounds = Math.max(1, settings.runs ?? 1);
  const before: CacheStatus[] = [];
  for (const { url } of targets) {
    const { bytes: _bytes, ...status } = await cacheStatus(url);
    before.push(status);
    if (settings.warmupSeconds > 0) {
      await autocannon({
        url,
        connections: settings.connections,
        duration: settings.warmupSeconds,
      });
    }
  }
  const runs: ThroughputRun[][] = targets.map(() => []);
  for (let index = 0; index < rounds; index += 1) {
    for (const [position, { target, url }] of targets.entries()) {
      const run = await runOnce(url, settings);
      log(
        `throughput ${target} run ${index + 1}/${rounds}: ${run.requestsPerSecond} req/s, p99 ${run.latencyP99Ms} ms`,
      );
      runs[position]?.push(run);
    }
  }
  const results: ThroughputResult[] = [];
  for (const [position, { target, url }] of targets.entries()) {
    const done = runs[position] ?? [];
    const { bytes, ...after } = await cacheStatus(url);
    const pick = (get: (run: ThroughputRun) => number) => round(median(done.map(get)), 1);
    const total = (get: (run: ThroughputRun) => number) =>
      done.reduce((sum, run) => sum + get(run), 0);
    results.push({
      target,
      url,
      requestsPerSecond: pick((run) => run.requestsPerSecond),
      latencyP50Ms: pick((run) => run.latencyP50Ms),
      latencyP99Ms: pick((run) => run.latencyP99Ms),
      non2xx: total((run) => run.non2xx),
      errors: total((run) => run.errors),
      runs: done,
      cache: { before: before[position] ?? after, after },
      servedAs: servedAs(after),
      responseBytes: bytes,
    });
  }
  return results;
}
