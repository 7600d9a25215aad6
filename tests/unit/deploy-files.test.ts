/** @jest-environment node */
// The container recipe is never built by the test command (no image registry here), so its shape
// is checked instead: whatever it names must exist, and the settings a deployment relies on stay.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sessionCookieName } from '@/lib/auth/cookies';
import { CONSENT_ID_COOKIE } from '@/lib/consent/contract';
import { securityHeaders } from '@/lib/http/security-headers';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(): string[] {
  return read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The lines of one stage, from its FROM to the next. */
function stage(name: string): string[] {
  const lines = instructions();
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${name}$`).test(line));
  expect(start).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '));
  return lines.slice(start, end === -1 ? undefined : end);
}

describe('Dockerfile', () => {
  it('installs from the lockfile and builds with the scripts the tests run', () => {
    expect(stage('deps')).toContain('RUN npm ci --no-audit --no-fund');
    expect(stage('build')).toContain('RUN npx next build && bash scripts/standalone.sh');
    const scripts = read('Dockerfile').match(/scripts\/[\w./-]+/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(existsSync(script)).toBe(true);
    expect(JSON.parse(read('package.json')).scripts['test:cluster']).toContain(
      'bash scripts/standalone.sh',
    );
  });

  it('runs only the standalone output, as a user other than root, with a liveness check', () => {
    const runtime = stage('runtime');
    expect(runtime).toContain('COPY --from=build /app/.next/standalone ./');
    const users = runtime.filter((line) => line.startsWith('USER '));
    expect(users.at(-1)).toMatch(/^USER (?!root\b|0\b)\S+$/);
    expect(runtime.findIndex((line) => line.startsWith('USER '))).toBeLessThan(
      runtime.findIndex((line) => line.startsWith('CMD ')),
    );
    const healthcheck = runtime.find((line) => line.startsWith('HEALTHCHECK '));
    expect(healthcheck).toContain('/api/health/live');
    expect(runtime).toContain('STOPSIGNAL SIGTERM');
    // node itself is the container's main process, so the stop signal reaches the server.
    expect(runtime.at(-1)).toBe('CMD ["node", "server.js"]');
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  /** One top-level service's block of lines. */
  const service = (name: string) =>
    compose.match(new RegExp(`^  ${name}:\\n((?:    .*\\n|\\n)+)`, 'm'))?.[1] ?? '';

  it('runs two replicas of the site on a health-checked PostgreSQL 15', () => {
    expect(service('db')).toMatch(/image: postgres:15\n/);
    expect(service('db')).toMatch(/healthcheck:\n\s+test: .*pg_isready/);
    const site = service('site');
    expect(site).toMatch(/replicas: 2\n/);
    expect(site).toMatch(/db:\n\s+condition: service_healthy/);
    expect(site).toMatch(/DATABASE_URL: postgresql:\/\/\S+@db:5432\//);
    expect(site).toMatch(/TRUST_PROXY: 'true'/);
    expect(site).toMatch(/SITE_URL: /);
    expect(site).toMatch(/ADMIN_URL: /);
  });

  it('puts nginx with deploy/nginx.conf in front', () => {
    const proxy = service('proxy');
    expect(proxy).toMatch(/image: nginx:/);
    expect(proxy).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(proxy).toMatch(/site:\n\s+condition: service_healthy/);
  });
});

describe('deploy/nginx.conf', () => {
  const nginx = read('deploy/nginx.conf');

  it('compresses and passes Host and the X-Forwarded headers to the compose service', () => {
    expect(nginx).toMatch(/^\s*gzip on;$/m);
    expect(nginx).toMatch(/^\s*server site:3000\b.*# cluster: upstream$/m);
    expect(nginx).toMatch(/^\s*listen 80; # cluster: listen$/m);
    expect(nginx).toMatch(/proxy_set_header Host \$http_host;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    // The scheme a TLS terminator in front reports, else nginx's own.
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$forwarded_proto;/);
    expect(nginx).toMatch(/map \$http_x_forwarded_proto \$forwarded_proto \{[^}]*'' \$scheme;/);
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Host \$http_host;/);
  });

  it("bypasses the page cache for the admin's session cookie, by its real name, and no other", () => {
    // The map's one pattern, a PCRE that reads the same as a JavaScript RegExp.
    const block = nginx.match(/map \$http_cookie \$sonara_cache_skip_cookie \{([^}]*)\}/)?.[1];
    const pattern = block?.match(/"~(.+)" 1;/)?.[1];
    expect(pattern).toBeDefined();
    const signedIn = new RegExp(pattern as string);
    for (const site of ['http://127.0.0.1:3000', 'https://www.example.com']) {
      const session = sessionCookieName(site);
      expect(signedIn.test(`${session}=abc.def`)).toBe(true);
      expect(signedIn.test(`theme=dark; ${session}=abc.def`)).toBe(true);
      expect(signedIn.test(`theme=dark;${session}=abc.def`)).toBe(true);
    }
    expect(signedIn.test(`${CONSENT_ID_COOKIE}=0b0f6c8e-4e49-4a8f-9d7e-3f5b1f3c2a10`)).toBe(false);
    expect(signedIn.test('xsonara.session_token=abc')).toBe(false);
    expect(signedIn.test('')).toBe(false);
  });
});

describe('the test command', () => {
  it('installs exactly the lockfile and runs the deployment tests', () => {
    const script = read('scripts/test-all.sh');
    expect(script).toMatch(/^npm ci\b/m);
    expect(script).not.toMatch(/^npm install\b/m);
    expect(script).toMatch(/^npm run test:cluster$/m);
  });
});

describe('deploy/nginx.conf', () => {
  it("redirects repeated slashes itself with the site's security headers (HSTS aside)", () => {
    const conf = read('deploy/nginx.conf');
    const block = /if \(\$request_uri ~ "\^\[\^\?\]\*\/\/"\) \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(block).toContain('return 308 $uri$is_args$args;');
    const sent = [...block.matchAll(/add_header (\S+) (".*?"|\S+) always;/g)].map(
      ([, key, value]) => ({ key, value: value!.replace(/^"|"$/g, '') }),
    );
    expect(sent).toEqual(securityHeaders(false));
  });
});
