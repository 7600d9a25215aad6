import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN } from './admin-helpers';
import { startOwnServer } from './own-server';
import type { ConsentMode } from '@/lib/consent/contract';

/** A stored "Accept all" for the default policy version, as the banner writes it. */
export async function acceptAllBefore(context: BrowserContext, origin: string): Promise<void> {
  const value = encodeURIComponent(
    JSON.stringify({ v: '1', t: Date.now(), a: true, m: true, mode: 'opt-in' }),
  );
  await context.addCookies([{ name: 'sonara_consent', value, url: origin }]);
}

/** What a server of its own needs so the e2e admin can sign in to it. */
export const ADMIN_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  BETTER_AUTH_SECRET: 'consent-secret-consent-secret-consent-0123',
  RATE_LIMIT_MAX: '1000',
};

/** Adds a pixel through the admin API, as the admin's form does. */
export async function addPixel(
  request: APIRequestContext,
  origin: string,
  pixel: { name: string; location: 'head' | 'body'; code: string; category?: string },
): Promise<void> {
  const signIn = await request.post(`${origin}/api/auth/sign-in/username`, {
    data: ADMIN,
    headers: { origin },
  });
  expect(signIn.status()).toBe(200);
  const created = await request.post(`${origin}/api/admin/pixels`, {
    data: pixel,
    headers: { origin },
  });
  expect(created.status()).toBe(201);
}

/** A window flag's value on the page (undefined until a pixel sets it). */
export function flag(page: Page, name: string): Promise<unknown> {
  return page.evaluate((key) => Reflect.get(window, key), name);
}

/**
 * An embedded database folder already holding the consent mode, for a server started
 * on it: the mode has no admin API in this build, and the server holds the folder once running.
 */
export async function preparedDatabase(mode: ConsentMode): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-consent-'));
  const client = new PGlite(dir);
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  await client.query(`insert into settings (key, value) values ('consent.mode', $1)`, [mode]);
  await client.close();
  return dir;
}

/** A string only the consent banner's code holds (its heading's id). */
const BANNER_CODE_MARK = 'consent-banner-title';

/**
 * Proves that the page asked nothing by itself: the consent UI's code is first fetched after the
 * test asks for the settings (the start times of the fetches are compared in the page's own
 * clock), and then the settings open. A page that loaded the banner's code on its own (to ask)
 * fails, however fast or slow the machine. Call before the page's first `goto`; returns the
 * function that runs the check once the page is loaded.
 */
export function watchConsentCode(page: Page): () => Promise<void> {
  const carrying: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    carrying.push(
      response
        .text()
        .then((body) => (body.includes(BANNER_CODE_MARK) ? response.url() : undefined))
        .catch(() => undefined),
    );
  });
  return async () => {
    const requestedAt = await page.evaluate(() => {
      const at = performance.now();
      window.dispatchEvent(new CustomEvent('sonara:consent', { detail: 'preferences' }));
      return at;
    });
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    const urls = (await Promise.all(carrying)).filter((url): url is string => !!url);
    expect(urls.length).toBeGreaterThan(0);
    const starts = await page.evaluate(
      (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? -1),
      urls,
    );
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(requestedAt);
    await page.keyboard.press('Escape');
  };
}

/** Window flags the two pixels of `serverIn` set when they run. */
export const MARKETING_FLAG = '__modeMarketing';
export const ANALYTICS_FLAG = '__modeAnalytics';

/**
 * A server of its own started with a consent mode stored. Given a request context, it also gets a
 * marketing pixel in the head and an analytics pixel in the body (so the banner has something to
 * ask); without one it is a fresh install with no pixel at all.
 */
export async function serverIn(mode: ConsentMode, request?: APIRequestContext) {
  const dir = await preparedDatabase(mode);
  const server = await startOwnServer({ ...ADMIN_ENV, PGLITE_DIR: dir, SYSTEM_PIXEL_CODE: '' });
  const origin = `http://127.0.0.1:${server.port}`;
  const dispose = () => {
    server.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  if (!request) return { origin, dispose };
  await addPixel(request, origin, {
    name: 'Ads',
    location: 'head',
    code: `<script>window.${MARKETING_FLAG} = true</script>`,
    category: 'marketing',
  });
  await addPixel(request, origin, {
    name: 'Stats',
    location: 'body',
    code: `<script>window.${ANALYTICS_FLAG} = true</script>`,
    category: 'analytics',
  });
  return { origin, dispose };
}
