import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { expect, test } from './fixtures';
import { startDatabaseRelay } from './database-relay';
import { startOwnServer } from './own-server';

/**
 * The built server with its PostgreSQL database gone, while it runs or from its start: the route
 * bundles each hold their own copies of the drivers' modules, so only the built server shows
 * whether a lost database is recognised there. The admin API answers 503 with Retry-After (not
 * 500), content pages render without their tracking pixels, /careers and job pages answer 503 with
 * a retry, and the server keeps running and recovers by itself.
 */

const BASE_URL = process.env.TEST_DATABASE_URL;
const ADMIN = { username: 'down_admin', password: 'down-admin-password-123' };

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An own server on a fresh PostgreSQL database; `run` gets its origin, then both are removed. */
async function withServerOnOwnDatabase(run: (origin: string, name: string) => Promise<void>) {
  const name = `sonara_e2e_down_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL!);
  url.pathname = `/${name}`;
  const server = await startOwnServer({
    DATABASE_URL: url.toString(),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  }).catch(async (error: unknown) => {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  });
  try {
    await run(`http://127.0.0.1:${server.port}`, name);
    // Losing its database never stops the server.
    expect(server.process.exitCode).toBeNull();
  } finally {
    server.dispose();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

test.describe('with its database gone', () => {
  test.skip(
    !BASE_URL,
    'needs TEST_DATABASE_URL: a PostgreSQL server where it may create databases',
  );
  test.setTimeout(120_000);

  test('the admin API answers 503 and /careers shows its own error page', async ({ page }) => {
    await withServerOnOwnDatabase(async (origin, name) => {
      const signIn = await page.request.post(`${origin}/api/auth/sign-in/username`, {
        data: ADMIN,
        headers: { origin },
      });
      expect(signIn.status()).toBe(200);
      expect((await page.request.get(`${origin}/api/admin/jobs`)).status()).toBe(200);
      // A visit elsewhere caches the site-wide parts (the tracking pixels), not /careers' jobs.
      expect((await page.request.get(`${origin}/faq`)).status()).toBe(200);

      await onServer(`DROP DATABASE ${name} WITH (FORCE)`);

      const response = await page.request.get(`${origin}/api/admin/jobs`);
      expect(response.status()).toBe(503);
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'The database is unavailable. Please try again in a moment.',
        },
      });
      expect((await page.request.get(`${origin}/api/health`)).status()).toBe(503);

      const careers = await page.goto(`${origin}/careers`);
      expect(careers?.status()).toBe(503);
      await expect(
        page.getByRole('heading', { name: 'Open positions are unavailable right now' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      // Inside the site's own header and footer.
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });

  test('content pages render without pixels; /careers answers 503', async ({ page }) => {
    await withServerOnOwnDatabase(async (origin, name) => {
      await onServer(`DROP DATABASE ${name} WITH (FORCE)`);
      // Content fails open: the page renders, its tracking pixels (which need the database) left out.
      const about = await page.goto(`${origin}/about-us`);
      expect(about?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await about!.text()).toContain('data-partial-render="tracking-pixels"');
      const careers = await page.goto(`${origin}/careers`);
      expect(careers?.status()).toBe(503);
      await expect(
        page.getByRole('heading', { name: 'Open positions are unavailable right now' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });

  test('/careers and a job page answer 503 while the database does not, then render and cache', async ({
    page,
  }) => {
    const name = `sonara_e2e_relay_${randomBytes(6).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    const direct = new URL(BASE_URL!);
    direct.pathname = `/${name}`;
    const relay = await startDatabaseRelay(direct.toString());
    const server = await startOwnServer({ DATABASE_URL: relay.url }).catch(async (error) => {
      await relay.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw error;
    });
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      const client = new Client({ connectionString: direct.toString() });
      await client.connect();
      const { rows } = await client
        .query<{ slug: string; title: string }>(
          'select slug, title from jobs where is_active order by req_number limit 1',
        )
        .finally(() => client.end());
      const job = rows[0]!;
      // The site-wide parts (the tracking pixels) cached by another page, not the careers pages.
      expect((await page.request.get(`${origin}/faq`)).status()).toBe(200);

      await relay.cut();
      for (const path of ['/careers', `/careers/${job.slug}`]) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status(), path).toBe(503);
        const headers = response!.headers();
        expect(Number(headers['retry-after']), path).toBeGreaterThan(0);
        // The security headers every response carries, this one too.
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['x-frame-options'], path).toBe('DENY');
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy'], path).toContain('camera=()');
        expect(headers['strict-transport-security'], path).toContain('max-age=31536000');
        // Never kept by a cache in front: the page is back as soon as the database is.
        expect(headers['cache-control'], path).toContain('no-store');
        await expect(
          page.getByRole('heading', { name: 'Open positions are unavailable right now' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
      // A content page not cached yet renders (its pixels come from the data cache).
      expect((await page.request.get(`${origin}/about-us`)).status()).toBe(200);
      // Visitors who arrive together are each told 503.
      const together = await Promise.all(
        Array.from({ length: 6 }, () => page.request.get(`${origin}/careers`)),
      );
      expect(together.map((response) => response.status())).toEqual(Array(6).fill(503));

      await relay.restore();
      // Back once the server's next look at the database (at most a second apart) finds it.
      await expect
        .poll(async () => (await page.request.get(`${origin}/api/health/ready`)).status())
        .toBe(200);
      await expect
        .poll(async () => (await page.goto(`${origin}/careers`))?.status(), { timeout: 15_000 })
        .toBe(200);
      await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeVisible();
      await expect(page.getByRole('heading', { name: job.title }).first()).toBeVisible();
      // Cached now: the error render before it was not stored in its place.
      const again = await page.request.get(`${origin}/careers`);
      expect(again.status()).toBe(200);
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
      expect(await again.text()).toContain(job.title);
      const jobPage = await page.goto(`${origin}/careers/${job.slug}`);
      expect(jobPage?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      expect(server.process.exitCode).toBeNull();
    } finally {
      server.dispose();
      await relay.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  test('a server started while the database is down answers 503, then recovers by itself', async ({
    page,
  }) => {
    const name = `sonara_e2e_start_${randomBytes(6).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    const direct = new URL(BASE_URL!);
    direct.pathname = `/${name}`;
    const relay = await startDatabaseRelay(direct.toString());
    await relay.cut();
    // Alive (liveness answers) though its database is not there yet.
    const server = await startOwnServer(
      { DATABASE_URL: relay.url },
      { readyPath: '/api/health/live' },
    ).catch(async (error) => {
      await relay.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw error;
    });
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      for (const path of ['/', '/careers', '/admin', '/api/admin/jobs', '/api/health/ready']) {
        const response = await page.request.get(`${origin}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(503);
      }
      const home = await page.request.get(`${origin}/`);
      expect(Number(home.headers()['retry-after'])).toBeGreaterThan(0);
      expect(home.headers()['x-content-type-options']).toBe('nosniff');
      expect((await page.request.get(`${origin}/api/health/live`)).status()).toBe(200);

      await relay.restore();
      await expect
        .poll(async () => (await page.request.get(`${origin}/api/health/ready`)).status(), {
          timeout: 90_000,
        })
        .toBe(200);
      expect((await page.request.get(`${origin}/`)).status()).toBe(200);
      expect((await page.request.get(`${origin}/careers`)).status()).toBe(200);
      expect(server.process.exitCode).toBeNull();
    } finally {
      server.dispose();
      await relay.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
