import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';

// Booking emails are written only with SMTP_URL set; each test sends them to its own sink.
process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
process.env.SITE_URL = 'https://sonara.test';
process.env.CALENDAR_ENCRYPTION_KEY = randomBytes(32).toString('hex');

import { and, eq } from 'drizzle-orm';
import { makeCalendar } from 'tsdav';
import { Webhook } from 'standardwebhooks';
import type { Database } from '@/lib/db/client';
import { bookings, deliveries, leadRoutes, meetingTypes, teamMembers } from '@/lib/db/schema';
import { runDueDeliveries, deliverNow, type DispatchOptions } from '@/lib/delivery/dispatcher';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';
import {
  enqueueBookingDeliveries,
  enqueuePickTimeReminder,
  type Booking,
} from '@/lib/scheduling/booking-outbox';
import { bookingDeliverySenders, deliverBookingNow } from '@/lib/scheduling/booking-senders';
import { fetchBusyTimes, type CalendarConnection } from '@/lib/scheduling/caldav';
import { sealCalendarPassword } from '@/lib/scheduling/calendar-credentials';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import { startRadicale, type RadicaleServer } from '@/tests/helpers/radicale';
import { decodedBody, startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';
import { startWebhookReceiver, type WebhookReceiver } from '@/tests/helpers/webhook-receiver';

let radicale: RadicaleServer;
let calendarCount = 0;

/** A fresh calendar collection on the test's Radicale, made through tsdav's MKCALENDAR. */
async function newCalendar(): Promise<CalendarConnection> {
  calendarCount += 1;
  const conn = {
    calendarUrl: `${radicale.userUrl}cal-${calendarCount}-${randomUUID().slice(0, 8)}/`,
    username: radicale.user,
    password: radicale.password,
  };
  const authorization = `Basic ${Buffer.from(`${conn.username}:${conn.password}`).toString('base64')}`;
  await fetch(radicale.userUrl, { method: 'PROPFIND', headers: { authorization, depth: '0' } });
  await makeCalendar({ url: conn.calendarUrl, props: {}, headers: { authorization } });
  return conn;
}

/** The header block of a raw message, folded lines joined and encoded words decoded. */
function header(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim() ?? '';
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The text/calendar parts of a message (base64 or quoted-printable undone, lines unfolded). */
function calendarParts(raw: string): string[] {
  const parts: string[] = [];
  for (const match of raw.matchAll(
    /Content-Type: (?:text\/calendar|application\/ics)[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?=\r?\n--)/gi,
  )) {
    const headers = match[1] ?? '';
    const body = match[2] ?? '';
    const text = /base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : decodedBody(body);
    parts.push(text.replace(/\r?\n[ \t]/g, ''));
  }
  return parts;
}

describe.each(DATABASE_KINDS)('booking deliveries on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let clock = new Date('2026-11-27T15:00:00Z');
  const now = () => clock;
  const options = (): DispatchOptions => ({ smtpUrl: sink.url, allowPrivate: true, now });

  beforeAll(async () => {
    radicale ??= await startRadicale();
    database = await createTestDatabase(kind);
    db = database.db;
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver();
    await db
      .insert(meetingTypes)
      .values({
        id: 'demo',
        name: 'Demo',
        durationMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 15,
      })
      .onConflictDoNothing();
    const saved = await saveWebhookSettings(db, { contactFormWebhook: receiver.url }, null, {
      allowPrivate: true,
    });
    expect(saved.ok).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await sink?.close();
    await receiver?.close();
    await database?.destroy();
  });

  beforeEach(() => {
    sink.messages.length = 0;
    receiver.requests.length = 0;
  });

  async function addMember(conn?: CalendarConnection) {
    const id = randomUUID();
    const [member] = await db
      .insert(teamMembers)
      .values({
        id,
        name: 'Ana Lopez',
        email: `ana-${id.slice(0, 8)}@sonara.test`,
        timeZone: 'America/New_York',
        weeklyHours: { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] },
        calendarUrl: conn?.calendarUrl ?? '',
        calendarUsername: conn?.username ?? '',
        calendarPasswordSealed: conn ? sealCalendarPassword(conn.password, id) : null,
      })
      .returning();
    return member!;
  }

  async function addBooking(memberId: string, start: string, extra: Partial<Booking> = {}) {
    const id = randomUUID();
    const startsAt = new Date(start);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const [booking] = await db
      .insert(bookings)
      .values({
        id,
        leadType: 'contact',
        leadId: randomUUID(),
        memberId,
        meetingTypeId: 'demo',
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: new Date(endsAt.getTime() + 15 * 60_000),
        visitorName: 'Jane Doe',
        visitorEmail: 'jane@example.com',
        visitorTimeZone: 'Europe/Madrid',
        icalUid: `${id}@sonara.test`,
        createdAt: clock,
        ...extra,
      })
      .returning();
    return booking!;
  }

  const enqueue = (change: Parameters<typeof enqueueBookingDeliveries>[1]) =>
    db.transaction((tx) => enqueueBookingDeliveries(tx, change));

  const rowsOf = (ids: string[]) =>
    Promise.all(
      ids.map(async (id) => (await db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!),
    );

  const bookingRow = async (id: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it('booked: invites with the .ics to visitor and member, the signed webhook, the calendar event', async () => {
    const conn = await newCalendar();
    const member = await addMember(conn);
    const booking = await addBooking(member.id, '2026-12-01T15:00:00Z');
    const ids = await enqueue({ event: 'booked', booking, now: clock });
    expect((await rowsOf(ids)).map((row) => row.kind).sort()).toEqual([
      'booking-email',
      'booking-email',
      'booking-webhook',
      'calendar-write',
    ]);
    expect((await bookingRow(booking.id)).calendarState).toBe('pending');

    await deliverBookingNow(db, ids, options());
    expect((await rowsOf(ids)).map((row) => [row.kind, row.status, row.lastError])).toEqual(
      expect.arrayContaining([
        ['booking-email', 'succeeded', null],
        ['booking-webhook', 'succeeded', null],
        ['calendar-write', 'succeeded', null],
      ]),
    );

    // The visitor's email: subject in the visitor's zone, the manage link, the invite.
    const toVisitor = sink.messages.find((m) => m.to.includes('jane@example.com'))!;
    expect(header(toVisitor.raw, 'Subject')).toBe(
      'Your demo with Ana Lopez is booked: Tue, Dec 1, 4:00 PM GMT+1',
    );
    expect(header(toVisitor.raw, 'Reply-To')).toContain(member.email);
    const visitorBody = decodedBody(toVisitor.raw);
    expect(visitorBody).toMatch(/https:\/\/sonara\.test\/booking\/[\w-]+\.[\w-]+/);
    expect(toVisitor.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const [invite] = calendarParts(toVisitor.raw);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain(`UID:${booking.icalUid}`);
    expect(invite).toContain('DTSTART:20261201T150000Z');
    expect(invite).toMatch(/ORGANIZER;CN="?Ana Lopez"?:mailto:ana-/i);
    expect(invite).toMatch(/ATTENDEE;[^\r\n]*:MAILTO:jane@example\.com/i);
    expect(toVisitor.raw).toMatch(/filename=invite\.ics/);

    // The member's email: in the member's zone, with the visitor's details.
    const toMember = sink.messages.find((m) => m.to.includes(member.email))!;
    expect(header(toMember.raw, 'Subject')).toBe(
      'New demo booked: Jane Doe, Tue, Dec 1, 10:00 AM EST',
    );
    expect(decodedBody(toMember.raw)).toContain('Jane Doe <jane@example.com>');
    expect(calendarParts(toMember.raw)[0]).toContain(`UID:${booking.icalUid}`);

    // The webhook: JSON, signed with the contact form endpoint's secret.
    expect(receiver.requests).toHaveLength(1);
    const request = receiver.requests[0]!;
    const secret = await getEndpointSecret(db, 'contactFormWebhook');
    const body = new Webhook(secret).verify(
      request.body,
      request.headers as Record<string, string>,
    ) as Record<string, unknown>;
    expect(request.headers['content-type']).toBe('application/json');
    expect(body).toEqual({
      type: 'lead.booked',
      timestamp: clock.toISOString(),
      data: {
        leadType: 'contact',
        leadId: booking.leadId,
        bookingId: booking.id,
        status: 'booked',
        start: '2026-12-01T15:00:00.000Z',
        end: '2026-12-01T15:30:00.000Z',
        meetingType: { id: 'demo', name: 'Demo', durationMinutes: 30 },
        member: { id: member.id, name: 'Ana Lopez', email: member.email },
        visitor: { name: 'Jane Doe', email: 'jane@example.com', timeZone: 'Europe/Madrid' },
      },
    });

    // The member's calendar has the event, and the booking says so.
    const window = [new Date('2026-12-01T00:00:00Z'), new Date('2026-12-02T00:00:00Z')] as const;
    await expect(fetchBusyTimes(conn, ...window)).resolves.toEqual([
      { start: booking.startsAt, end: booking.endsAt },
    ]);
    const written = await bookingRow(booking.id);
    expect(written.calendarState).toBe('written');
    expect(written.calendarHref).toBe(
      `${conn.calendarUrl}${encodeURIComponent(booking.icalUid)}.ics`,
    );
  });

  it('rescheduled and cancelled: the old event removed, the new one written, then removed', async () => {
    const conn = await newCalendar();
    const member = await addMember(conn);
    const first = await addBooking(member.id, '2026-12-02T15:00:00Z');
    await deliverBookingNow(
      db,
      await enqueue({ event: 'booked', booking: first, now: clock }),
      options(),
    );
    sink.messages.length = 0;
    receiver.requests.length = 0;

    const [previous] = await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: clock })
      .where(eq(bookings.id, first.id))
      .returning();
    const moved = await addBooking(member.id, '2026-12-03T16:00:00Z', {
      leadId: first.leadId,
      rescheduledFrom: first.id,
    });
    const ids = await enqueue({ event: 'rescheduled', booking: moved, previous, now: clock });
    await deliverBookingNow(db, ids, options());
    expect((await rowsOf(ids)).every((row) => row.status === 'succeeded')).toBe(true);

    const window = [new Date('2026-12-02T00:00:00Z'), new Date('2026-12-04T00:00:00Z')] as const;
    await expect(fetchBusyTimes(conn, ...window)).resolves.toEqual([
      { start: moved.startsAt, end: moved.endsAt },
    ]);
    expect((await bookingRow(first.id)).calendarState).toBe('removed');
    expect((await bookingRow(moved.id)).calendarState).toBe('written');

    // Each party gets the old event's cancellation and the new invitation.
    const visitorMail = sink.messages.filter((m) => m.to.includes('jane@example.com'));
    expect(visitorMail.map((m) => header(m.raw, 'Subject')).sort()).toEqual([
      'Old time removed: your demo with Ana Lopez on Wed, Dec 2, 4:00 PM GMT+1',
      'Your demo with Ana Lopez is moved to Thu, Dec 3, 5:00 PM GMT+1',
    ]);
    const icsOf = (subject: RegExp) =>
      calendarParts(visitorMail.find((m) => subject.test(header(m.raw, 'Subject')))!.raw)[0];
    expect(icsOf(/^Old time/)).toContain('METHOD:CANCEL');
    expect(icsOf(/^Old time/)).toContain(`UID:${first.icalUid}`);
    expect(icsOf(/^Your demo/)).toContain('METHOD:REQUEST');
    expect(icsOf(/^Your demo/)).toContain(`UID:${moved.icalUid}`);
    expect(sink.messages.filter((m) => m.to.includes(member.email))).toHaveLength(2);
    const event = JSON.parse(receiver.requests[0]!.body) as {
      type: string;
      data: { previous: unknown };
    };
    expect(event.type).toBe('lead.rescheduled');
    expect(event.data.previous).toEqual({
      bookingId: first.id,
      start: '2026-12-02T15:00:00.000Z',
      end: '2026-12-02T15:30:00.000Z',
    });

    sink.messages.length = 0;
    receiver.requests.length = 0;
    const [cancelled] = await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: clock, sequence: moved.sequence + 1 })
      .where(eq(bookings.id, moved.id))
      .returning();
    const cancelIds = await enqueue({ event: 'cancelled', booking: cancelled!, now: clock });
    await deliverBookingNow(db, cancelIds, options());
    await expect(fetchBusyTimes(conn, ...window)).resolves.toEqual([]);
    expect((await bookingRow(moved.id)).calendarState).toBe('removed');
    const cancelMail = sink.messages.find((m) => m.to.includes('jane@example.com'))!;
    expect(header(cancelMail.raw, 'Subject')).toBe(
      'Your demo with Ana Lopez is cancelled: Thu, Dec 3, 5:00 PM GMT+1',
    );
    const cancelIcs = calendarParts(cancelMail.raw)[0];
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(cancelIcs).toContain('SEQUENCE:1');
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({
      type: 'lead.cancelled',
      data: { bookingId: moved.id, status: 'cancelled' },
    });
  });

  it('a calendar that is down: the booking stays, the member is emailed, the event is written later', async () => {
    const conn = await newCalendar();
    // A port nothing listens on: connections are refused, as with a server that is down.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const member = await addMember({ ...conn, calendarUrl: `http://127.0.0.1:${port}/down/` });
    const booking = await addBooking(member.id, '2026-12-04T15:00:00Z');
    const ids = await enqueue({ event: 'booked', booking, now: clock });
    await deliverBookingNow(db, ids, options());
    const rows = await rowsOf(ids);
    const write = rows.find((row) => row.kind === 'calendar-write')!;
    expect(write).toMatchObject({ status: 'failed', attempts: 1 });
    expect(write.lastError).toMatch(/could not be reached \(ECONNREFUSED\)/);
    expect(rows.filter((row) => row.kind === 'booking-email').map((row) => row.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    const toMember = sink.messages.find((m) => m.to.includes(member.email))!;
    expect(calendarParts(toMember.raw)[0]).toContain(`UID:${booking.icalUid}`);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'booked',
      calendarState: 'pending',
    });

    // The calendar answers again: the outbox's next try writes the event.
    await db
      .update(teamMembers)
      .set({ calendarUrl: conn.calendarUrl })
      .where(eq(teamMembers.id, member.id));
    clock = new Date(clock.getTime() + 60_000);
    await runDueDeliveries(db, { ...options(), senders: bookingDeliverySenders });
    expect((await rowsOf([write.id]))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((await bookingRow(booking.id)).calendarState).toBe('written');
    await expect(
      fetchBusyTimes(conn, new Date('2026-12-04T00:00:00Z'), new Date('2026-12-05T00:00:00Z')),
    ).resolves.toHaveLength(1);
  });

  it('without a calendar: no calendar row, the invites still go by email', async () => {
    const member = await addMember();
    const booking = await addBooking(member.id, '2026-12-07T15:00:00Z');
    const ids = await enqueue({ event: 'booked', booking, now: clock });
    expect((await rowsOf(ids)).map((row) => row.kind)).not.toContain('calendar-write');
    await deliverBookingNow(db, ids, options());
    expect(sink.messages).toHaveLength(2);
    expect((await bookingRow(booking.id)).calendarState).toBe('none');
  });

  it('the "pick a time" reminder goes an hour later, only to a lead that has not booked', async () => {
    const member = await addMember();
    const start = clock;
    const leads = { waiting: randomUUID(), booked: randomUUID() };
    for (const leadId of Object.values(leads)) {
      await db.insert(leadRoutes).values({
        leadType: 'contact',
        leadId,
        memberId: member.id,
        meetingTypeId: 'demo',
        email: `${leadId}@example.com`,
        reason: 'Routed to Ana Lopez by rule Demo requests',
      });
    }
    const remind = (leadId: string) =>
      db.transaction((tx) =>
        enqueuePickTimeReminder(tx, {
          leadType: 'contact',
          leadId,
          email: `${leadId}@example.com`,
          firstName: 'Jane',
          token: `token-${leadId}`,
          now: start,
        }),
      );
    const [waitingId] = await remind(leads.waiting);
    const [bookedId] = await remind(leads.booked);
    // A replayed submission does not queue a second reminder.
    await expect(remind(leads.waiting)).resolves.toEqual([]);
    await addBooking(member.id, '2026-12-08T15:00:00Z', { leadId: leads.booked });

    // Not due yet after 59 minutes.
    clock = new Date(start.getTime() + 59 * 60_000);
    await runDueDeliveries(db, { ...options(), senders: bookingDeliverySenders });
    expect(sink.messages).toHaveLength(0);

    clock = new Date(start.getTime() + 61 * 60_000);
    await runDueDeliveries(db, { ...options(), senders: bookingDeliverySenders });
    expect(sink.messages.map((m) => m.to)).toEqual([[`${leads.waiting}@example.com`]]);
    const mail = sink.messages[0]!;
    expect(header(mail.raw, 'Subject')).toBe('Pick a time for your demo with Ana Lopez');
    expect(decodedBody(mail.raw)).toContain(`https://sonara.test/booking/token-${leads.waiting}`);
    const [waiting, booked] = await rowsOf([waitingId!, bookedId!]);
    expect(waiting).toMatchObject({ status: 'succeeded', lastError: null });
    expect(booked).toMatchObject({
      status: 'succeeded',
      lastError: 'Not sent: the lead booked a meeting before the reminder was due',
    });
  });

  it('a process without the booking senders leaves calendar rows to be retried, never mis-sent', async () => {
    const conn = await newCalendar();
    const member = await addMember(conn);
    const booking = await addBooking(member.id, '2026-12-09T15:00:00Z');
    const ids = await enqueue({ event: 'booked', booking, now: clock });
    const [write] = await db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.leadId, booking.leadId), eq(deliveries.kind, 'calendar-write')));
    await deliverNow(db, [write!.id], options());
    expect((await rowsOf([write!.id]))[0]).toMatchObject({
      status: 'failed',
      lastError: 'This process has no sender for calendar-write deliveries',
    });
    expect(ids).toContain(write!.id);
  });
});

afterAll(async () => {
  await radicale?.stop();
});
