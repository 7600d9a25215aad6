import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  summarizeProfile,
  type CpuProfile,
  type ProfileSummary,
  type SourceReader,
} from './cpuprofile';
import { ROOT, WORK_DIR } from './paths';
import { startEmptyApp, startSite, type RunningServer } from './processes';
import { log } from './section';
import { round } from './stats';
import { cacheStatus, servedAs } from './throughput';

export interface ProfileSettings {
  connections: number;
  /** Seconds of load inside the profiled window. */
  durationSeconds: number;
  /** Seconds of load before the window (the page cache fills, the JIT settles). */
  warmupSeconds: number;
}

export interface ProfiledServer {
  target: string;
  url: string;
  /** autocannon's average over the profiled window (the profiler itself costs a little). */
  requestsPerSecond: number;
  non2xx: number;
  /** How the page was served after the load (from Next.js's own headers). */
  servedAs: string;
  /** The .cpuprofile kept for a closer look (Chrome DevTools, speedscope), from the repo root. */
  profileFile: string;
  summary: ProfileSummary;
}

export interface ProfileData {
  settings: ProfileSettings;
  site: ProfiledServer;
  /** The empty Next.js app profiled the same way; absent when it could not run. */
  emptyApp?: ProfiledServer;
  emptyAppError?: string;
}

/** Microseconds on the monotonic clock V8's profiler stamps its samples with. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Reads the scripts a profile names from disk (each once), so bundled code can be recognised. */
function sourceReader(): SourceReader {
  const lines = new Map<string, readonly string[] | undefined>();
  return (url) => {
    if (!lines.has(url)) {
      let text: string | undefined;
      try {
        text = url.startsWith('file://') ? readFileSync(fileURLToPath(url), 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      lines.set(url, text?.split('\n'));
    }
    return lines.get(url);
  };
}

function newestProfile(dir: string): string {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const [file] = files.sort().reverse();
  if (!file) throw new Error(`no .cpuprofile was written to ${dir}`);
  return path.join(dir, file);
}

/**
 * Starts a server under `node --cpu-prof`, warms `/`, loads it with autocannon, stops it with
 * SIGINT (Next.js then exits and node writes the profile) and summarises the profile over the
 * load alone: start-up and warm-up are left out.
 */
async function profileServer(
  target: string,
  dirName: string,
  start: (nodeArgs: string[]) => Promise<RunningServer>,
  settings: ProfileSettings,
): Promise<ProfiledServer> {
  const dir = path.join(WORK_DIR, 'profile', dirName);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await start(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const url = `${server.url}/`;
  let window: { fromMicros: number; toMicros: number };
  let load: { requestsPerSecond: number; non2xx: number };
  let after: Awaited<ReturnType<typeof cacheStatus>>;
  try {
    await cacheStatus(url);
    await autocannon({ url, connections: settings.connections, duration: settings.warmupSeconds });
    const fromMicros = monotonicMicros();
    const result = await autocannon({
      url,
      connections: settings.connections,
      duration: settings.durationSeconds,
      timeout: 10,
    });
    load = { requestsPerSecond: round(result.requests.average, 1), non2xx: result.non2xx };
    window = { fromMicros, toMicros: monotonicMicros() };
    after = await cacheStatus(url);
  } finally {
    await server.interrupt();
  }
  const file = newestProfile(dir);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const summary = summarizeProfile(profile, window, { root: ROOT, source: sourceReader() });
  if (summary.samples === 0) {
    throw new Error(
      `${file} has no samples in the load window (a clock the profile does not use?)`,
    );
  }
  const result: ProfiledServer = {
    target,
    url,
    ...load,
    servedAs: servedAs(after),
    profileFile: path.relative(ROOT, file),
    summary,
  };
  log(
    `profile ${result.target}: ${result.requestsPerSecond} req/s, ${summary.busyMs} ms busy of ${summary.windowMs} ms (${result.servedAs})`,
  );
  return result;
}

/** The site's `/` under load with the CPU profiler on, then the empty app's `/` the same way. */
export async function runProfile(settings: ProfileSettings): Promise<ProfileData> {
  const dbDir = path.join(WORK_DIR, 'db', 'profile');
  rmSync(dbDir, { recursive: true, force: true });
  const site = await profileServer(
    'next start /',
    'site',
    (nodeArgs) => startSite({ name: 'profile', pgliteDir: dbDir, nodeArgs }),
    settings,
  );
  try {
    const emptyApp = await profileServer(
      'empty Next.js app /',
      'empty-app',
      startEmptyApp,
      settings,
    );
    return { settings, site, emptyApp };
  } catch (error) {
    // The comparison is a bonus: the site's profile stands on its own.
    const message = error instanceof Error ? error.message : String(error);
    log(`profile of the empty app: ${message}`);
    return { settings, site, emptyAppError: message };
  }
}
