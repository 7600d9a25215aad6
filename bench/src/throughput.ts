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
  /** Median over the runs (each figure on its own). */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Summed over the runs. */
  non2xx: number;
  errors: number;
  /** Every run, in the order taken. */
  runs: ThroughputRun[];
  /** Uncompressed bytes of one response. */
  responseBytes: number;
}

export interface ThroughputSettings {
  connections: number;
  /** Seconds of each measured run. */
  durationSeconds: number;
  /** Seconds of load before the first run of each target (not measured). */
  warmupSeconds: number;
  /** Measured runs per target, taken in turn with the other targets. */
  runs: number;
}

export interface ThroughputTarget {
  target: string;
  url: string;
}

/** One uncompressed GET: fails unless it answers 200 (a benchmark of errors means nothing). */
async function responseBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return bytes;
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
  const rounds = Math.max(1, settings.runs);
  for (const { url } of targets) {
    await responseBytes(url);
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
    const bytes = await responseBytes(url);
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
      responseBytes: bytes,
    });
  }
  return results;
}
