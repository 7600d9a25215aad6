import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterNginxConfig } from '@/tests/cluster/processes';
import { BENCH_DIR, WORK_DIR } from './paths';
import { freePort, startServer, type RunningServer } from './processes';

function nginxPrefix(name: string): string {
  const prefix = path.join(WORK_DIR, name);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  return prefix;
}

function startNginxWith(name: string, prefix: string, config: string, port: number) {
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  return startServer({
    name,
    command: process.env.NGINX_PATH ?? 'nginx',
    args: ['-p', prefix, '-c', configFile],
    port,
    readyPath: '/',
    env: {},
  });
}

/**
 * Debian's nginx serving each page's saved bytes as a static file at the page's own path
 * (bench/nginx.conf.template): the machine's ceiling for those bytes.
 */
export async function startStaticNginx(pages: Map<string, Uint8Array>): Promise<RunningServer> {
  const prefix = nginxPrefix('nginx-static');
  const root = path.join(prefix, 'html');
  for (const [page, bytes] of pages) {
    const dir = path.join(root, page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), bytes);
  }
  // Workers run as an unprivileged user when nginx starts as root: they must read the pages.
  chmodSync(prefix, 0o755);
  for (const page of pages.keys()) {
    const segments = page.split('/').filter(Boolean);
    for (let depth = 0; depth <= segments.length; depth += 1) {
      chmodSync(path.join(root, ...segments.slice(0, depth)), 0o755);
    }
    chmodSync(path.join(root, page, 'index.html'), 0o644);
  }
  const port = await freePort();
  const config = readFileSync(path.join(BENCH_DIR, 'nginx.conf.template'), 'utf8')
    .replaceAll('{{WORKERS}}', String(os.cpus().length))
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{ROOT}}', root)
    .replaceAll('{{PORT}}', String(port));
  return startNginxWith('nginx-static', prefix, config, port);
}

/**
 * The deployed topology: deploy/nginx.conf (as the cluster test points it at loopback) in front
 * of the given site instance.
 */
export async function startDeployedNginx(site: RunningServer): Promise<RunningServer> {
  const prefix = nginxPrefix('nginx-deployed');
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const config = clusterNginxConfig([site.port], port, prefix);
  return startNginxWith('nginx-deployed', prefix, config, port);
}
