import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, WORK_DIR } from './paths';
import { freePort, startServer, type RunningServer } from './processes';

/** Debian's nginx serving `html` at / with the config from bench/nginx.conf.template. */
export async function startNginx(html: Uint8Array): Promise<RunningServer> {
  const prefix = path.join(WORK_DIR, 'nginx');
  const root = path.join(prefix, 'html');
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of [root, path.join(prefix, 'tmp')]) mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), html);
  // Workers run as an unprivileged user when nginx starts as root: they must read the page.
  chmodSync(root, 0o755);
  chmodSync(path.join(root, 'index.html'), 0o644);
  const port = await freePort();
  const config = readFileSync(path.join(BENCH_DIR, 'nginx.conf.template'), 'utf8')
    .replaceAll('{{WORKERS}}', String(os.cpus().length))
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{ROOT}}', root)
    .replaceAll('{{PORT}}', String(port));
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  return startServer({
    name: 'nginx',
    command: process.env.NGINX_PATH ?? 'nginx',
    args: ['-p', prefix, '-c', configFile],
    port,
    readyPath: '/',
    env: {},
  });
}
