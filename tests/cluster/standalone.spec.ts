import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { startDatabaseRelay } from '../e2e/database-relay';
import { send } from './http';
import { leadId, postContactLead } from './leads';
import { createDatabase, startInstance, type SiteInstance } from './processes';

const BLOG_POST = '/blog/ai-voice-agents-comparison-which-solution-is-right-for-your-business';

/** What the container serves: pages with their browser assets, a blog post, and a stored lead. */
async function checkServes(server: SiteInstance): Promise<string> {
  const home = await send(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(home.body).toContain('Sonara AI');
  // Copied in by scripts/standalone.sh: without them the page renders unstyled and inert.
  const stylesheet = home.body.match(/\/_next\/static\/[^"]+\.css/)?.[0];
  expect(stylesheet).toBeDefined();
  expect((await send(`${server.url}${stylesheet}`)).status).toBe(200);
  expect((await send(`${server.url}/favicon.ico`)).status).toBe(200);
  // Pages come from the site's own cache handler (next.config.ts): it starts empty, so the first
  // request renders the page from the database instead of serving what `next build` prerendered.
  const careers = [await send(`${server.url}/careers`), await send(`${server.url}/careers`)];
  expect(careers.map((reply) => reply.headers['x-nextjs-cache'])).toEqual(['MISS', 'HIT']);
  expect(careers[1]?.body).toContain('customers’ businesses');
  // The Markdown is read from disk when the post is first requested.
  const post = await send(`${server.url}${BLOG_POST}`);
  expect(post.status).toBe(200);
  expect(post.body).toContain('<h1');

  const lead = await postContactLead(server.url, server.url, 1);
  expect(lead.status).toBe(201);
  return leadId(lead);
}

/** SIGTERM, as a container runtime sends it: the server closes its database and exits 143. */
async function stopGracefully(server: SiteInstance, kind: 'pglite' | 'postgres') {
  server.process.kill('SIGTERM');
  expect(await server.exited).toBe(143);
  expect(server.output()).toContain(
    `[server] stopped cleanly: background work ended, ${kind} closed`,
  );
}

test('the standalone server serves the site and stores a lead on PGlite', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonara-standalone-'));
  const server = await startInstance({ PGLITE_DIR: dir });
  try {
    const id = await checkServes(server);
    await stopGracefully(server, 'pglite');
    const database = new PGlite(dir);
    const { rows } = await database.query('select id from contact_requests where id = $1', [id]);
    await database.close();
    expect(rows).toHaveLength(1);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the standalone server migrates PostgreSQL, serves the site and stores a lead', async () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
  const database = await createDatabase();
  const server = await startInstance({ DATABASE_URL: database.url });
  try {
    const id = await checkServes(server);
    await stopGracefully(server, 'postgres');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('select id from contact_requests where id = $1', [id]);
    await client.end();
    expect(rows).toHaveLength(1);
  } finally {
    await server.stop();
    await database.drop();
  }
});

test('the standalone server answers 503 for /careers while PostgreSQL does not answer', async () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
  const database = await createDatabase();
  const relay = await startDatabaseRelay(database.url);
  try {
    const server = await startInstance({ DATABASE_URL: relay.url });
    try {
      // The site-wide parts cached by another page; /careers itself not yet rendered.
      expect((await send(`${server.url}/faq`)).status).toBe(200);
      await relay.cut();
      const down = await send(`${server.url}/careers`);
      expect(down.status).toBe(503);
      expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
      expect(down.headers['x-content-type-options']).toBe('nosniff');
      expect(down.headers['x-frame-options']).toBe('DENY');
      expect(down.body).not.toContain('Open Positions');

      await relay.restore();
      // The proxy looks at the database again at most once a second: poll until it has.
      await expect
        .poll(async () => (await send(`${server.url}/careers`)).status, { timeout: 15_000 })
        .toBe(200);
      const back = await send(`${server.url}/careers`);
      expect(back.status).toBe(200);
      expect(back.body).toContain('Open Positions');
      expect(back.headers['retry-after']).toBeUndefined();
    } finally {
      await server.stop();
    }
  } finally {
    await relay.close();
    await database.drop();
  }
});
