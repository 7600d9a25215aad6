import { startDeployedNginx, startStaticNginx } from './nginx';
import { startEmptyApp, withServer, type RunningServer } from './processes';
import { blogSlugs } from './routes';
import { log } from './section';
import { round } from './stats';
import { measureThroughput, type ThroughputResult, type ThroughputSettings } from './throughput';

/** One page served three ways, side by side in the same rounds. */
export interface FrontRow {
  page: string;
  /** nginx (deploy/nginx.conf) in front of the standalone server: the deployed topology. */
  deployed: ThroughputResult;
  /** nginx serving the same bytes as a static file: the ceiling. */
  staticFile: ThroughputResult;
  /** The standalone server alone. */
  single: ThroughputResult;
  /** deployed / static requests/s. */
  ratio: number;
}

export interface FrontReport {
  settings: ThroughputSettings;
  rows: FrontRow[];
  /** The empty Next.js app's `/` under `next start`, beside the single process. */
  emptyApp: ThroughputResult;
}

/** The pages the throughput goal is about: home, one article, careers (database-backed). */
function frontPages(): string[] {
  const [slug] = blogSlugs();
  return ['/', ...(slug ? [`/blog/${slug}`] : []), '/careers'];
}

async function pageBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * requests/s and latency (autocannon, uncompressed like the static file) of each front page
 * through deploy/nginx.conf, from nginx's static files, and from the standalone server alone,
 * plus the empty app: all servers run at once so the rounds take the targets in turn.
 */
export async function runFront(
  site: RunningServer,
  settings: ThroughputSettings,
): Promise<FrontReport> {
  const pages = frontPages();
  const bytes = new Map<string, Uint8Array>();
  for (const page of pages) bytes.set(page, await pageBytes(`${site.url}${page}`));
  return withServer(startEmptyApp, (empty) =>
    withServer(
      () => startStaticNginx(bytes),
      (staticNginx) =>
        withServer(
          () => startDeployedNginx(site),
          async (deployed) => {
            const targets = pages.flatMap((page) => [
              { target: `deployed ${page}`, url: `${deployed.url}${page}` },
              { target: `static ${page}`, url: `${staticNginx.url}${page}` },
              { target: `single ${page}`, url: `${site.url}${page}` },
            ]);
            targets.push({ target: 'empty app /', url: `${empty.url}/` });
            const results = await measureThroughput(targets, settings, log);
            const get = (target: string) => {
              const result = results.find((item) => item.target === target);
              if (!result) throw new Error(`no throughput result for ${target}`);
              return result;
            };
            const rows = pages.map((page) => {
              const deployedResult = get(`deployed ${page}`);
              const staticFile = get(`static ${page}`);
              return {
                page,
                deployed: deployedResult,
                staticFile,
                single: get(`single ${page}`),
                ratio: round(deployedResult.requestsPerSecond / staticFile.requestsPerSecond, 3),
              };
            });
            return { settings, rows, emptyApp: get('empty app /') };
          },
        ),
    ),
  );
}
