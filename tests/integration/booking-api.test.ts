import { eq } from 'drizzle-orm';
import { eraseAddress } from '@/lib/admin/privacy';
import { bookings, contactRequests, leadRoutes } from '@/lib/db/schema';
import { setBookingContextForTests } from '@/lib/scheduling/context';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { bookingApi } from '@/tests/helpers/booking-requests';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { postContact, postPartnership } from '@/tests/helpers/form-routes';
import {
  VALID_LEADS,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

// A frozen clock: Tuesday 2026-12-01, 09:00 in New York (the seeded member's zone).
const NOW = new Date('2026-12-01T14:00:00Z');

interface Slot {
  start: string;
  end: string;
}
interface Day {
  date: string;
  slots: Slot[];
}

describe.each(DATABASE_KINDS)('booking API on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setupLeadsContext(database.db, { now: () => NOW });
    setBookingContextForTests({ db: database.db, now: () => NOW, dispatch: () => {} });
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    setBookingContextForTests({});
    await database?.destroy();
  });

  let counter = 0;
  /** Submits a contact lead and returns its id and booking token. */
  async function contactLead(fields: Record<string, unknown> = {}) {
    counter += 1;
    const response = await postContact(
      jsonRequest('contact', {
        ...VALID_LEADS.contact,
        email: `ada.${counter}@example.com`,
        ...fields,
      }),
    );
    expect(response.status).toBe(201);
    const body = (await responseJson(response)) as { id: string; booking?: { token: string } };
    return { id: body.id, token: body.booking?.token ?? '' };
  }

  it('answers a contact lead with a booking token and records the routing decision', async () => {
    const { id, token } = await contactLead();
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const [route] = await database.db.select().from(leadRoutes).where(eq(leadRoutes.leadId, id));
    expect(route).toMatchObject({
      reason: 'Routed to Sonara Sales by rule Demo requests',
      meetingTypeId: 'demo',
    });

    const partner = await postPartnership(jsonRequest('partnership', VALID_LEADS.partnership));
    expect(Object.keys(await responseJson(partner))).toEqual(['id']);
  });

  it('replays a submission with the same booking token', async () => {
    const request = () =>
      postContact(
        jsonRequest(
          'contact',
          { ...VALID_LEADS.contact, email: 'replay@example.com' },
          { 'idempotency-key': 'aaaaaaaa-1111-4222-8333-444455556666' },
        ),
      );
    const first = await responseJson(await request());
    const second = await request();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await responseJson(second)).toEqual(first);
    expect(first).toMatchObject({ booking: { token: expect.any(String) } });
  });

  it('offers two weeks of slots in the visitor zone, falling back to the member zone', async () => {
    const { token } = await contactLead();
    const offer = await bookingApi.slots(token, 'Asia/Kolkata');
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({
      member: { name: 'Sonara Sales' },
      meetingType: { id: 'demo', name: 'Demo', durationMinutes: 30 },
      visitor: { firstName: 'Ada', name: 'Ada Lovelace' },
      timeZone: 'Asia/Kolkata',
    });
    const days = offer.body.days as Day[];
    // Four hours' notice: the first slot is 13:00 in New York, 23:30 in Kolkata.
    expect(days[0]?.slots[0]?.start).toBe('2026-12-01T18:00:00.000Z');
    expect(days[0]?.date).toBe('2026-12-01');
    expect(days.at(-1)!.date < '2026-12-16').toBe(true);

    const fallback = await bookingApi.slots(token, 'Mars/Olympus');
    expect(fallback.body.timeZone).toBe('America/New_York');
    expect((await bookingApi.slots('forged.token')).status).toBe(404);
  });

  it('books an offered slot once: 201, then 409 for the same lead and for another lead', async () => {
    const first = await contactLead();
    const offer = await bookingApi.slots(first.token);
    const slot = (offer.body.days as Day[])[1]!.slots[2]!;
    const booked = await bookingApi.book({
      token: first.token,
      start: slot.start,
      timeZone: 'Europe/Madrid',
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      booking: {
        start: slot.start,
        end: slot.end,
        memberName: 'Sonara Sales',
        meetingTypeName: 'Demo',
        timeZone: 'Europe/Madrid',
      },
      manageToken: expect.any(String),
    });

    const again = await bookingApi.book({
      token: first.token,
      start: slot.start,
      timeZone: 'Europe/Madrid',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: { code: 'conflict', message: 'This request already has a meeting booked.' },
      manageToken: expect.any(String),
    });
    expect((await bookingApi.slots(first.token)).body.booked).toMatchObject({ start: slot.start });

    const second = await contactLead();
    const taken = await bookingApi.book({
      token: second.token,
      start: slot.start,
      timeZone: 'UTC',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'conflict',
      message: 'That time was just taken. Please choose another.',
    });
    const next = taken.body.slots as Slot[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.length).toBeLessThanOrEqual(6);
    // The 15-minute buffer after the booked demo keeps the next 45 minutes taken.
    expect(next[0]!.start).toBe(new Date(Date.parse(slot.start) + 45 * 60_000).toISOString());
    const busyNow = (await bookingApi.slots(second.token)).body.days as Day[];
    expect(busyNow.flatMap((d) => d.slots).some((s) => s.start === slot.start)).toBe(false);
  });

  it('refuses a time that is not offered (422), a bad token (404), a missing time and another site', async () => {
    const { token } = await contactLead();
    const saturday = await bookingApi.book({
      token,
      start: '2026-12-05T15:00:00.000Z',
      timeZone: 'UTC',
    });
    expect(saturday.status).toBe(422);
    const offGrid = await bookingApi.book({
      token,
      start: '2026-12-02T15:07:00.000Z',
      timeZone: 'UTC',
    });
    expect(offGrid.status).toBe(422);
    expect(
      (await bookingApi.book({ token: 'x.y', start: '2026-12-02T15:00:00.000Z' })).status,
    ).toBe(404);
    expect((await bookingApi.book({ token, start: 'tomorrow' })).status).toBe(422);
    const crossSite = await bookingApi.book(
      { token, start: '2026-12-02T15:00:00.000Z' },
      {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(crossSite.status).toBe(403);
  });

  it('reschedules and cancels from the manage link, an old link following the meeting', async () => {
    const { token, id } = await contactLead();
    const days = (await bookingApi.slots(token)).body.days as Day[];
    const [first, later] = [days[2]!.slots[0]!, days[3]!.slots[4]!];
    const booked = await bookingApi.book({
      token,
      start: first.start,
      timeZone: 'America/Chicago',
    });
    const manageToken = booked.body.manageToken as string;

    const view = await bookingApi.manage(manageToken);
    expect(view.status).toBe(200);
    expect(view.body.booking).toMatchObject({ start: first.start, status: 'booked' });

    const moved = await bookingApi.reschedule({
      token: manageToken,
      start: later.start,
      timeZone: 'America/Chicago',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ start: later.start, timeZone: 'America/Chicago' });
    const rows = await database.db.select().from(bookings).where(eq(bookings.leadId, id));
    expect(rows.map((row) => row.status).sort()).toEqual(['booked', 'cancelled']);
    expect(rows.find((row) => row.status === 'booked')?.rescheduledFrom).toBe(
      rows.find((row) => row.status === 'cancelled')?.id,
    );

    // The link from the first confirmation shows the meeting as it now stands.
    expect((await bookingApi.manage(manageToken)).body.booking).toMatchObject({
      start: later.start,
    });

    const ics = await bookingApi.ics(moved.body.manageToken as string);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // iCalendar folds long lines; unfolded, the visitor is the attendee.
    const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(`DTSTART:${later.start.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(text).toContain('CN="Ada Lovelace":MAILTO:');

    const cancelled = await bookingApi.cancel({ token: moved.body.manageToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', start: later.start });
    expect((await bookingApi.cancel({ token: moved.body.manageToken })).status).toBe(200);
    const again = await bookingApi.reschedule({
      token: manageToken,
      start: first.start,
      timeZone: 'UTC',
    });
    expect(again.status).toBe(409);
    expect((await bookingApi.cancel({ token: token })).status).toBe(404);
    expect((await bookingApi.ics(manageToken)).status).toBe(410);
    expect((await bookingApi.ics('nonsense')).status).toBe(404);
  });

  it('refuses a booking link after 30 days, and a booking link used as a manage link', async () => {
    const { token } = await contactLead();
    expect((await bookingApi.manage(token)).status).toBe(404);
    const later = new Date(NOW.getTime() + 30 * 86_400_000 + 1000);
    setBookingContextForTests({ db: database.db, now: () => later, dispatch: () => {} });
    try {
      expect((await bookingApi.slots(token)).status).toBe(404);
    } finally {
      setBookingContextForTests({ db: database.db, now: () => NOW, dispatch: () => {} });
    }
    expect((await bookingApi.slots(token)).status).toBe(200);
    const tampered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    expect((await bookingApi.slots(tampered)).status).toBe(404);
  });

  it('erases the routing decision and the meetings of an address with its leads', async () => {
    const { id, token } = await contactLead({ email: 'erase.me@example.com' });
    const slot = ((await bookingApi.slots(token)).body.days as Day[])[4]!.slots[1]!;
    expect((await bookingApi.book({ token, start: slot.start, timeZone: 'UTC' })).status).toBe(201);
    await database.db.transaction((tx) => eraseAddress(tx, 'erase.me@example.com'));
    expect(await database.db.select().from(leadRoutes).where(eq(leadRoutes.leadId, id))).toEqual(
      [],
    );
    expect(await database.db.select().from(bookings).where(eq(bookings.leadId, id))).toEqual([]);
  });

  it('stores a spam lead without routing it or answering with a token', async () => {
    const response = await postContact(
      jsonRequest('contact', { ...VALID_LEADS.contact, [HONEYPOT_FIELD]: '555-0199' }),
    );
    const body = await responseJson(response);
    const [row] = await database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, body.id as string));
    expect(row?.status).toBe('spam');
    expect(body.booking).toBeUndefined();
    expect(
      await database.db.select().from(leadRoutes).where(eq(leadRoutes.leadId, row!.id)),
    ).toEqual([]);
  });
});
