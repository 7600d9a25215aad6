import autocannon from 'autocannon';
import { round } from './stats';

export interface ThroughputResult {
  target: string;
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** How the response was served (x-nextjs-cache, cache-control) before and after the run. */
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
  durationSeconds: number;
  warmupSeconds: number;
}

async function cacheStatus(url: string): Promise<CacheStatus & { bytes: number }> {
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

/** requests/s and latency of one URL under `connections` keep-alive connections (autocannon). */
export async function measureThroughput(
  target: string,
  url: string,
  settings: ThroughputSettings,
): Promise<ThroughputResult> {
  const before = await cacheStatus(url);
  if (settings.warmupSeconds > 0) {
    await autocannon({ url, connections: settings.connections, duration: settings.warmupSeconds });
  }
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 10,
  });
  const after = await cacheStatus(url);
  const { bytes: _bytes, ...beforeStatus } = before;
  const { bytes, ...afterStatus } = after;
  return {
    target,
    url,
    requestsPerSecond: round(result.requests.average, 1),
    latencyP50Ms: round(result.latency.p50, 1),
    latencyP99Ms: round(result.latency.p99, 1),
    non2xx: result.non2xx,
    errors: result.errors,
    cache: { before: beforeStatus, after: afterStatus },
    servedAs: servedAs(afterStatus),
    responseBytes: bytes,
  };
}
