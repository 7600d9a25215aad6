import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { freePort } from '../e2e/own-server';
import { cookieHeader, inParallel, send, type Reply } from './http';
import { leadId, postContactLead } from './leads';
import {
  createDatabase,
  startInstance,
  startNginx,
  type Nginx,
  type SiteInstance,
} from './processes';

const ADMIN = { username: 'cluster_admin', password: 'cluster-admin-password-1' };
// How long a delivery being sent stays claimed: the shortest the server accepts, so a dead
// instance's claims expire within the test.
const CLAIM_LOCK_MS = 20_000;

// Two standalone instances on one fresh PostgreSQL database, behind nginx running
// deploy/nginx.conf: everything one instance does must be seen by the other as one site.
test.describe.serial('two instances behind nginx', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');

  let database: { url: string; drop: () => Promise<void> };
  let a: SiteInstance;
  let b: SiteInstance;
  let nginx: Nginx;
  let site: string;
  let db: Client;
  const receivers: WebhookReceiver[] = [];

  /** A request straight to one instance, as the proxy would forward it for `client`. */
  const direct = (
    instance: SiteInstance,
    path: string,
    { client = '198.51.100.10', cookie = '', method = 'GET', body = undefined as unknown } = {},
  ) =>
    send(`${instance.url}${path}`, {
      method,
      headers: {
        host: new URL(site).host,
        origin: site,
        'x-forwarded-for': client,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const signIn = (instance: SiteInstance, password: string, client: string) =>
    direct(instance, '/api/auth/sign-in/username', {
      method: 'POST',
      client,
      body: { username: ADMIN.username, password },
    });

  async function adminCookie(instance: SiteInstance): Promise<string> {
    const reply = await signIn(instance, ADMIN.password, '198.51.100.10');
    expect(reply.status).toBe(200);
    return cookieHeader(reply);
  }

  /**
   * Points the contact form's webhook at `url`. The save is committed before it is answered and
   * a lead's deliveries read the setting in their own transaction, so the other instance sees it
   * at once: its own admin API shows it.
   */
  async function setContactWebhook(url: string): Promise<void> {
    const cookie = await adminCookie(a);
    const saved = await direct(a, '/api/admin/webhooks', {
      method: 'PUT',
      cookie,
      body: { contactFormWebhook: url },
    });
    expect(saved.status, saved.body).toBe(200);
    const seen = await direct(b, '/api/admin/webhooks', { cookie });
    expect(seen.status, seen.body).toBe(200);
    expect(JSON.parse(seen.body)).toMatchObject({ contactFormWebhook: url });
  }

  /**
   * Asks (through `ask`) every 100 ms until the answer contains `text`; returns when, counted from
   * `since`, the last answer without it and the first with it were asked for. No answer without
   * it may have been asked for `limitMs` or more after `since`.
   */
  async function untilShown(
    ask: () => Promise<Reply>,
    text: string,
    since: number,
    limitMs: number,
    who: string,
  ): Promise<{ lastStale: number; firstFresh: number }> {
    let lastStale = 0;
    for (;;) {
      const sentAt = Date.now() - since;
      const reply = await ask();
      expect(reply.status, who).toBe(200);
      if (reply.body.includes(text)) return { lastStale, firstFresh: sentAt };
      lastStale = sentAt;
      expect(sentAt, `${who} still answered without the change`).toBeLessThan(limitMs);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createDatabase();
    const nginxPort = await freePort();
    site = `http://127.0.0.1:${nginxPort}`;
    const env = {
      DATABASE_URL: database.url,
      SITE_URL: site,
      TRUST_PROXY: 'true',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      DELIVERY_SWEEP_MS: '500',
      DELIVERY_CLAIM_LOCK_MS: String(CLAIM_LOCK_MS),
      RATE_LIMIT_MAX: '10000',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Both at once, as a deployment starts its replicas: the migration lock serializes them.
    // If one fails to start, the other is still kept so afterAll stops it.
    const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
    if (started[0].status === 'fulfilled') a = started[0].value;
    if (started[1].status === 'fulfilled') b = started[1].value;
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    nginx = await startNginx([a.port, b.port], nginxPort);
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  test.afterAll(async () => {
    await db?.end();
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await database?.drop();
  });

  test('a public page is served from the micro-cache in front of both instances', async () => {
    const first = await send(`${nginx.url}/solutions`);
    expect(first.status).toBe(200);
    const second = await send(`${nginx.url}/solutions`);
    expect(second.status).toBe(200);
    // The second answer is the first one's copy (nginx counts in seconds: at least one second).
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-cluster-upstream']).toBeUndefined();
  });

  test('the admin, the API and a signed-in admin bypass the micro-cache', async () => {
    const signIn = await send(`${nginx.url}/api/auth/sign-in/username`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const cookie = cookieHeader(signIn);
    expect(cookie).toContain('session_token=');
    for (const [path, headers] of [
      ['/careers', { cookie }],
      ['/admin', { cookie }],
      ['/api/admin/session', { cookie }],
      ['/api/health', {}],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const reply = await send(`${nginx.url}${path}`, { headers });
        expect(reply.status, path).toBe(200);
        expect(reply.headers['x-cache-status'], path).toBe('BYPASS');
        expect(reply.headers['x-cluster-upstream'], path).toBeDefined();
      }
    }
  });

  test('a job created through one instance is on the other within 2 s, and through the cache', async () => {
    const title = `Cluster Engineer ${Date.now()}`;
    const throughCache = () => send(`${nginx.url}/careers`);
    // The other instance and nginx have the page cached before the change.
    for (let i = 0; i < 2; i += 1) {
      const before = await direct(b, '/careers');
      expect(before.status).toBe(200);
      expect(before.body).not.toContain(title);
      expect((await throughCache()).body).not.toContain(title);
    }
    expect((await throughCache()).headers['x-cache-status']).toBe('HIT');
    const created = await direct(a, '/api/admin/jobs', {
      method: 'POST',
      cookie: await adminCookie(a),
      body: {
        title,
        function: 'tech',
        description: 'Keeps two servers in step.',
        qualifications: 'Patience with caches.',
        location: 'Remote',
        salaryRange: '$100k - $120k',
        isActive: true,
      },
    });
    expect(created.status, created.body).toBe(201);
    const changedAt = Date.now();
    // Each instance: the last request that did not show the job was sent within 2 s of the
    // change (the time an instance then takes to render the page is load, not staleness).
    // Through nginx: the cache keeps a copy 1 to 2 s (it counts whole seconds), so at most 2 s
    // after both instances show it; it may have fetched the page from the other instance just
    // before that one caught up.
    const [onA, onB, cached] = await Promise.all([
      untilShown(() => direct(a, '/careers'), title, changedAt, 2_000, 'A'),
      untilShown(() => direct(b, '/careers'), title, changedAt, 2_000, 'B'),
      untilShown(throughCache, title, changedAt, 5_000, 'nginx'),
    ]);
    expect(onA.lastStale).toBe(0);
    const everywhere = Math.max(onA.firstFresh, onB.firstFresh);
    console.log(
      `propagation, ms after the change (last old answer / first new one): A ${onA.lastStale}/${onA.firstFresh}, B ${onB.lastStale}/${onB.firstFresh}, nginx ${cached.lastStale}/${cached.firstFresh}`,
    );
    expect(
      cached.lastStale,
      `nginx served the old page ${cached.lastStale} ms after the change, both instances had it by ${everywhere} ms`,
    ).toBeLessThan(everywhere + 2_000);
  });

  test('a session made on one instance works on the other; logout on either ends it on both', async () => {
    const cookie = await adminCookie(a);
    expect((await direct(a, '/api/admin/session', { cookie })).status).toBe(200);
    expect((await direct(b, '/api/admin/session', { cookie })).status).toBe(200);

    const out = await direct(b, '/api/auth/sign-out', { method: 'POST', cookie, body: {} });
    expect(out.status, out.body).toBe(200);
    expect((await direct(b, '/api/admin/session', { cookie })).status).toBe(401);
    expect((await direct(a, '/api/admin/session', { cookie })).status).toBe(401);
  });

  test('failed sign-ins through one instance count on the other', async () => {
    const guesser = '203.0.113.77';
    for (const [instance, attempt] of [a, a, a, b, b].map((x, i) => [x, i] as const)) {
      expect((await signIn(instance, `wrong password ${attempt}!`, guesser)).status).toBe(401);
    }
    // The sixth attempt, with the right password, is refused by both.
    for (const instance of [b, a]) {
      const throttled = await signIn(instance, ADMIN.password, guesser);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await signIn(b, ADMIN.password, '198.51.100.11')).status).toBe(200);
  });

  test('a visitor counted through both instances is one visitor, each event stored once', async () => {
    const event = (instance: SiteInstance, path: string) =>
      send(`${instance.url}/api/event`, {
        method: 'POST',
        headers: {
          host: new URL(site).host,
          origin: site,
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '203.0.113.40',
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        },
        body: JSON.stringify({ n: 'pageview', p: path }),
      });
    expect((await event(a, '/cluster-a')).status).toBe(204);
    expect((await event(b, '/cluster-b')).status).toBe(204);
    const stored = async () =>
      (
        await db.query<{ path: string; visitor: string }>(
          "select path, visitor from analytics_events where path like '/cluster-%' order by path",
        )
      ).rows;
    // Each instance writes what it took in about once a second.
    await expect.poll(async () => (await stored()).length, { timeout: 15_000 }).toBe(2);
    const [first, second] = await stored();
    expect(first?.visitor).toBe(second?.visitor);
    expect((await db.query('select day from analytics_salts')).rows).toHaveLength(1);
  });

  test('200 leads through nginx are stored once each and delivered exactly once', async () => {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    await setContactWebhook(receiver.url);

    const replies = await inParallel(
      Array.from({ length: 200 }, (_, i) => i),
      8,
      (i) => postContactLead(nginx.url, site, i),
    );
    expect(
      replies.map((reply) => reply.status),
      nginx.output(),
    ).toEqual(replies.map(() => 201));
    // nginx spread them over both instances.
    const upstreams = new Set(replies.map((reply) => reply.headers['x-cluster-upstream']));
    expect([...upstreams].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
    const ids = replies.map(leadId);
    expect(new Set(ids).size).toBe(200);

    const stored = await db.query<{ id: string }>('select id from contact_requests');
    expect(stored.rows.map((row) => row.id).sort()).toEqual([...ids].sort());

    // Once every delivery is recorded as succeeded and unclaimed, no instance can send one again
    // (a sweep claims only pending and failed rows), and a second send would have needed a second
    // claim, which the first sender's record would not have survived: what the receiver has now
    // is all it will ever get.
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select 1 from deliveries where kind = 'form-webhook'
               and (status <> 'succeeded' or locked_until is not null)`,
            )
          ).rowCount,
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(0);
    const received = receiver.requests.map((request) =>
      new URLSearchParams(request.body).get('leadId'),
    );
    expect(received).toHaveLength(200);
    expect([...received].sort()).toEqual([...ids].sort());
    const sent = await db.query<{ status: string; attempts: number; count: number }>(
      `select status, attempts, count(*)::int as count from deliveries
       where kind = 'form-webhook' group by status, attempts`,
    );
    expect(sent.rows).toEqual([{ status: 'succeeded', attempts: 1, count: 200 }]);
  });

  test('an instance killed mid-burst loses no acknowledged lead; the other sends its deliveries', async () => {
    test.setTimeout(150_000);
    // A slow receiver: each instance has deliveries in flight when one of them dies.
    const receiver = await startWebhookReceiver([{ status: 200, delayMs: 1_500 }]);
    receivers.push(receiver);
    await setContactWebhook(receiver.url);
    const leadsBefore = (await db.query('select id from contact_requests')).rowCount ?? 0;

    const bUpstream = `127.0.0.1:${b.port}`;
    const created: Reply[] = [];
    let killedAt = 0;
    let unfinishedAtKill: Promise<string[]> | undefined;
    await inParallel(
      Array.from({ length: 80 }, (_, i) => 1_000 + i),
      8,
      async (i) => {
        const reply = await postContactLead(nginx.url, site, i).catch(() => undefined);
        if (reply?.status !== 201) return;
        created.push(reply);
        if (created.length !== 30) return;
        killedAt = Date.now();
        b.process.kill('SIGKILL');
        // What B had acknowledged but not yet delivered when it died (read at once: the other
        // instance may take these over once B's claims expire).
        const fromB = created.filter((r) => r.headers['x-cluster-upstream'] === bUpstream);
        unfinishedAtKill = db
          .query<{ lead_id: string }>(
            `select lead_id from deliveries where lead_id = any($1) and status <> 'succeeded'`,
            [fromB.map(leadId)],
          )
          .then((result) => result.rows.map((row) => row.lead_id));
      },
    );
    await b.exited;
    expect(killedAt).toBeGreaterThan(0);
    const unfinished = (await unfinishedAtKill) ?? [];
    // B had accepted leads whose deliveries it had not finished when it died.
    expect(unfinished.length).toBeGreaterThan(0);

    const ids = created.map(leadId);
    // Every acknowledged lead is stored (a lead B stored but never answered may be there too).
    const stored = await db.query<{ id: string }>(
      'select id from contact_requests where id = any($1)',
      [ids],
    );
    expect(stored.rows).toHaveLength(ids.length);
    expect((await db.query('select id from contact_requests')).rowCount).toBeGreaterThanOrEqual(
      leadsBefore + ids.length,
    );

    // A sends them once B's claims expire; every acknowledged lead reaches the receiver.
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select 1 from deliveries where lead_id = any($1) and status <> 'succeeded'`,
              [ids],
            )
          ).rowCount,
        { timeout: CLAIM_LOCK_MS + 40_000, intervals: [1_000] },
      )
      .toBe(0);
    const late = await db.query<{ lead_id: string }>(
      `select lead_id from deliveries where lead_id = any($1) and delivered_at > $2`,
      [unfinished, new Date(killedAt)],
    );
    expect(late.rows).toHaveLength(unfinished.length);
    const received = new Set(
      receiver.requests.map((request) => new URLSearchParams(request.body).get('leadId')),
    );
    expect(ids.filter((id) => !received.has(id))).toEqual([]);
    // The proxy kept serving through the survivor.
    expect((await send(`${nginx.url}/api/health`)).status).toBe(200);
  });
});
