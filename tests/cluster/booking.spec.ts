import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { freePort } from '../e2e/own-server';
import { inParallel, send, type Reply } from './http';
import { postContactLead } from './leads';
import {
  createDatabase,
  startInstance,
  startNginx,
  type Nginx,
  type SiteInstance,
} from './processes';

interface Slot {
  start: string;
  end: string;
}

// Two standalone instances on one PostgreSQL database behind nginx: a slot that many leads try to
// book at the same moment, half through each instance, is booked exactly once.
test.describe.serial('booking across two instances', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');

  let database: { url: string; drop: () => Promise<void> };
  let a: SiteInstance;
  let b: SiteInstance;
  let nginx: Nginx;
  let site: string;

  const headers = () => ({
    host: new URL(site).host,
    origin: site,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
  });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createDatabase();
    const nginxPort = await freePort();
    site = `http://127.0.0.1:${nginxPort}`;
    const env = {
      DATABASE_URL: database.url,
      SITE_URL: site,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '10000',
    };
    const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
    if (started[0].status === 'fulfilled') a = started[0].value;
    if (started[1].status === 'fulfilled') b = started[1].value;
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    nginx = await startNginx([a.port, b.port], nginxPort);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  test('100 concurrent bookings of one slot: exactly one 201, the others 409 with the next free slots', async () => {
    test.setTimeout(240_000);
    const leads = await inParallel(
      Array.from({ length: 100 }, (_, i) => i),
      10,
      (i) => postContactLead(nginx.url, site, i),
    );
    const tokens = leads.map((reply) => {
      expect(reply.status, reply.body).toBe(201);
      const body = JSON.parse(reply.body) as { booking?: { token: string } };
      expect(body.booking?.token).toBeTruthy();
      return body.booking!.token;
    });

    const offer = await send(
      `${a.url}/api/booking/slots?token=${encodeURIComponent(tokens[0]!)}&timeZone=UTC`,
      {
        headers: { host: new URL(site).host },
      },
    );
    expect(offer.status, offer.body).toBe(200);
    const days = (JSON.parse(offer.body) as { days: { slots: Slot[] }[] }).days;
    const slot = days[1]!.slots[3]!;

    // Every request is sent before any answer is read: 50 to each instance.
    const replies: Reply[] = await Promise.all(
      tokens.map((token, i) =>
        send(`${(i % 2 === 0 ? a : b).url}/api/booking`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ token, start: slot.start, timeZone: 'UTC' }),
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    for (const reply of replies.filter((r) => r.status === 409)) {
      const body = JSON.parse(reply.body) as {
        error: { code: string; message: string };
        slots: Slot[];
      };
      expect(body.error).toEqual({
        code: 'conflict',
        message: 'That time was just taken. Please choose another.',
      });
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots.length).toBeLessThanOrEqual(6);
      expect(body.slots.some((s) => s.start === slot.start)).toBe(false);
    }

    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query(
        `select count(*)::int as n from bookings where starts_at = $1 and status = 'booked'`,
        [slot.start],
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  });
});
