import { gzipSync } from 'node:zlib';
import { expect, gotoWaitsForHydration, test } from './fixtures';
import { ADMIN } from './admin-helpers';
import { expectNoAxeViolations } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { extractAssets } from '@/bench/src/page-weight';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';

/*
 * A visitor books the demo from the contact form's success state, in Madrid while the seeded
 * team member works New York hours; then reschedules and cancels from the link in the email.
 * A server of its own: it sends email to a local SMTP sink, and its bookings stay out of the
 * shared server's leads.
 */

const ZONE = 'Europe/Madrid';
const EMAIL = `grace.${Date.now()}@example.com`;
const PICKER_BUDGET_GZIP = 25 * 1024;

/** Each MIME part's headers and decoded body (base64 and quoted-printable undone). */
function mimeParts(raw: string): { headers: string; body: string }[] {
  return raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(headers)) {
      return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
    }
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      const decoded = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { headers, body: Buffer.from(decoded, 'latin1').toString('utf8') };
    }
    return { headers, body };
  });
}

/** The iCalendar text of a message (its `text/calendar` part or `.ics` attachment). */
function calendarOf(mail: ReceivedMail): string {
  const part = mimeParts(mail.raw).find(({ headers }) => /text\/calendar/i.test(headers));
  return part?.body ?? '';
}

/** The manage link's path in a message's text. */
function manageLinkOf(mail: ReceivedMail): string | undefined {
  const text = mimeParts(mail.raw)
    .map((part) => part.body)
    .join('\n');
  return text.match(/\/booking\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)?.[0];
}

test.describe('booking a demo from the contact form', () => {
  test.use({ timezoneId: ZONE });
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;
  let sink: SmtpSink;
  let origin: string;

  test.beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startOwnServer({
      SMTP_URL: sink.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'booking-e2e-secret-booking-e2e-secret-0123',
      DELIVERY_SWEEP_MS: '500',
      RATE_LIMIT_MAX: '1000',
    });
    origin = `http://127.0.0.1:${server.port}`;
  });

  test.afterAll(async () => {
    server?.dispose();
    await sink?.close();
  });

  /** The messages to the visitor whose calendar part has this METHOD. */
  const invites = (method: string) =>
    sink.messages.filter(
      (mail) => mail.to.includes(EMAIL) && calendarOf(mail).includes(`METHOD:${method}`),
    );

  test('submit, pick a time, confirm: booked, with the invite, then reschedule and cancel from the email', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ timezoneId: ZONE });
    const page = gotoWaitsForHydration(await context.newPage());
    // Every script the browser fetches, and whether the lead was stored before it was asked for.
    let stored = false;
    const lateScripts: string[] = [];
    page.on('request', (request) => {
      if (stored && request.resourceType() === 'script') lateScripts.push(request.url());
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/forms/contact') && response.status() === 201) {
        stored = true;
      }
    });

    await page.goto(`${origin}/#contact`);
    const form = page.getByRole('form', { name: 'Consultation request' });
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel('Business Email').fill(EMAIL);
    await form.getByLabel('Phone Number').fill('(305) 555-0100');
    await form.getByLabel('Company Name').fill('Compiler Dental');
    await form.getByLabel('Industry').selectOption('dental');
    await form.getByLabel('Company Size').selectOption('11-50');
    await form.getByRole('checkbox').check();

    // Interaction 1: submit.
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/forms/contact'),
    );
    await form.getByRole('button', { name: 'Schedule My Consultation' }).click();
    const body = (await (await answered).json()) as { id: string; booking?: { token: string } };
    expect(body.booking?.token).toEqual(expect.any(String));
    // The spec's success message is unchanged; the offer is below it, focused.
    await expect(page.getByText('Request submitted successfully!')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you: your contact request was received.',
    );
    const heading = page.getByRole('heading', { name: 'Book your demo now' });
    await expect(heading).toBeFocused();
    const offer = page.getByRole('region', { name: 'Book your demo now' });
    await expect(offer.getByText(/A 30-minute demo with Sonara Sales/)).toBeVisible();
    await expect(
      offer.getByText(/Central European (Standard|Summer) Time \(Europe\/Madrid\)/),
    ).toBeVisible();
    const firstDay = offer.getByRole('group', { name: 'Day' }).getByRole('radio').first();
    await expect(firstDay).toBeChecked();
    await expectNoAxeViolations(page);

    // Interaction 2: a time. Interaction 3: Confirm.
    const times = offer.getByRole('group', { name: /^Times on / });
    const time = times.locator('label').first();
    const timeText = (await time.textContent()) ?? '';
    await time.click();
    await offer.getByRole('button', { name: /^Confirm: / }).click();
    const confirmation = offer.getByRole('heading', { name: 'Your demo is booked' });
    await expect(confirmation).toBeFocused();
    await expect(offer.getByRole('status')).toContainText(`Booked: `);
    // The meeting shows the chosen time ("3:00 – 3:30 PM" for 3:00 PM).
    await expect(offer.getByRole('definition').first()).toContainText(
      timeText.replace(/\s*[AP]M$/, ''),
    );

    // The picker's code came after the 201, is not among the page's first-load scripts, and
    // weighs at most 25 KB gzip.
    expect(lateScripts.length).toBeGreaterThan(0);
    const html = await (await fetch(`${origin}/`)).text();
    const firstLoad = extractAssets(html, `${origin}/`).scripts;
    expect(lateScripts.filter((url) => firstLoad.includes(url))).toEqual([]);
    let pickerGzip = 0;
    for (const url of lateScripts) {
      pickerGzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    }
    expect(pickerGzip).toBeLessThanOrEqual(PICKER_BUDGET_GZIP);

    // The .ics from the confirmation, and the invite in the visitor's email.
    const icsHref = await offer
      .getByRole('link', { name: 'Add to calendar (.ics)' })
      .getAttribute('href');
    const ics = await page.request.get(`${origin}${icsHref}`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const icsText = await ics.text();
    expect(icsText).toContain('BEGIN:VEVENT');
    expect(icsText).toContain(EMAIL);
    await expect.poll(() => invites('REQUEST').length, { timeout: 30_000 }).toBeGreaterThan(0);
    const invite = invites('REQUEST')[0]!;
    expect(calendarOf(invite)).toContain('BEGIN:VEVENT');
    const link = manageLinkOf(invite);
    expect(link).toBeDefined();

    // The admin sees the lead routed and booked, and finds it under the inbox's Meeting filter.
    const admin = await browser.newContext();
    const signIn = await admin.request.post(`${origin}/api/auth/sign-in/username`, {
      data: ADMIN,
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
    const leadDetail = async () =>
      (await (await admin.request.get(`${origin}/api/admin/leads/contact/${body.id}`)).json()) as {
        routing?: { reason: string };
        bookings: { status: string }[];
      };
    const inbox = async (meeting: string) =>
      JSON.stringify(
        await (
          await admin.request.get(
            `${origin}/api/admin/leads?form=contact&meeting=${meeting}&q=${encodeURIComponent(EMAIL)}`,
          )
        ).json(),
      ).includes(EMAIL);
    const detail = await leadDetail();
    expect(detail.routing?.reason).toBe('Routed to Sonara Sales by rule Demo requests');
    expect(detail.bookings.map((booking) => booking.status)).toEqual(['booked']);
    expect(await inbox('booked')).toBe(true);
    expect(await inbox('not-booked')).toBe(false);

    // The booking's page from the email's link.
    const manage = gotoWaitsForHydration(await context.newPage());
    const opened = await manage.goto(`${origin}${link}`);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toContain('no-store');
    await expect(
      manage.getByRole('heading', { level: 1, name: 'Your demo with Sonara Sales' }),
    ).toBeVisible();
    await expect(manage.getByText(/Central European (Standard|Summer) Time/).first()).toBeVisible();
    await expectNoAxeViolations(manage);

    // Reschedule: the same picker, another time.
    await manage.getByRole('button', { name: 'Reschedule' }).click();
    await expect(manage.getByRole('heading', { name: 'Choose a new time' })).toBeFocused();
    await manage
      .getByRole('group', { name: /^Times on / })
      .locator('label')
      .nth(1)
      .click();
    await manage.getByRole('button', { name: /^Move to this time: / }).click();
    await expect(manage.getByRole('status')).toContainText('Rescheduled to ');
    await expect(manage).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(manage.url()).not.toContain(link!);
    await expect.poll(() => invites('REQUEST').length, { timeout: 30_000 }).toBeGreaterThan(1);

    // Cancel, asked once more.
    await manage.getByRole('button', { name: 'Cancel meeting' }).click();
    await manage.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(manage.getByRole('heading', { name: 'Your demo is cancelled' })).toBeFocused();
    await expect.poll(() => invites('CANCEL').length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await inbox('booked')).toBe(false);
    expect(await inbox('not-booked')).toBe(true);
    await admin.close();

    // A link that was altered gets the friendly not-found page with 404.
    const forged = await manage.goto(`${origin}${link!.slice(0, -2)}xx`);
    expect(forged?.status()).toBe(404);
    await expect(
      manage.getByRole('heading', { name: 'This booking link does not work' }),
    ).toBeVisible();
    await context.close();
  });
});
