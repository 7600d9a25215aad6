import { postPartnership } from '@/tests/helpers/form-routes';
import { deliverNow } from '@/lib/delivery/dispatcher';
import { sendEmail } from '@/lib/delivery/smtp';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { VALID_LEADS, jsonRequest, setupLeadsContext } from '@/tests/helpers/lead-requests';
import { decodedBody, startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

/** The header block of a raw message, with folded lines joined. */
function headersOf(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

describe('email through SMTP_URL', () => {
  let database: TestDatabase;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await sink?.close();
    await database?.destroy();
  });

  it('sends the confirmation to the submitter and the notification to LEADS_NOTIFY_EMAIL', async () => {
    const { dispatched } = setupLeadsContext(database.db, {
      smtpUrl: sink.url,
      notifyEmail: 'leads@sonara.test',
    });
    const name = 'Grace\r\nBcc: attacker@evil.test';
    const response = await postPartnership(
      jsonRequest('partnership', { ...VALID_LEADS.partnership, firstName: name }),
    );
    expect(response.status).toBe(201);
    await deliverNow(database.db, dispatched, { smtpUrl: sink.url });
    expect(sink.messages).toHaveLength(2);
    const confirmation = sink.messages.find((m) => m.to.includes('grace@example.com'))!;
    expect(confirmation.to).toEqual(['grace@example.com']);
    expect(confirmation.from).toBe('no-reply@sonara.ai');
    const headers = headersOf(confirmation.raw);
    expect(headers).toContain('Subject: Thank you for your partnership inquiry | Sonara AI');
    expect(headers).toContain('Reply-To: Sonara AI <sales@sonara.ai>');
    const body = decodedBody(confirmation.raw);
    expect(body).toContain('Our partnerships team will reply within 2-3 business days.');
    expect(body).toContain('Company Name: Compiler Agency');
    expect(body).toContain('Partnership Type: Referral Partner');
    expect(confirmation.raw).toContain('Content-Type: text/html');
    expect(confirmation.raw).toContain('Content-Type: text/plain');

    const notification = sink.messages.find((m) => m.to.includes('leads@sonara.test'))!;
    expect(notification.to).toEqual(['leads@sonara.test']);
    const notificationHeaders = headersOf(notification.raw);
    expect(notificationHeaders).toContain(
      'Reply-To: "Grace Bcc: attacker@evil.test Hopper" <grace@example.com>',
    );
    expect(notificationHeaders).toContain(
      'Subject: New partnership inquiry from Grace Bcc: attacker@evil.test Hopper',
    );
    for (const message of sink.messages) {
      expect(headersOf(message.raw).some((line) => /^bcc:/i.test(line))).toBe(false);
      expect(message.to).not.toContain('attacker@evil.test');
    }
  });

  it('never lets CR/LF in a display name or subject start a new header', async () => {
    const result = await sendEmail(sink.url, {
      from: { name: 'Sonara\r\nBcc: a@evil.test', address: 'no-reply@sonara.ai' },
      to: 'visitor@example.com',
      replyTo: { name: 'Eve\nX-Injected: yes', address: 'eve@example.com' },
      subject: 'Hello\r\nBcc: b@evil.test',
      html: '<p>hi</p>',
      text: 'hi',
    });
    expect(result.ok).toBe(true);
    const message = sink.messages.at(-1)!;
    expect(message.to).toEqual(['visitor@example.com']);
    const headers = headersOf(message.raw);
    expect(headers.some((line) => /^(bcc|x-injected):/i.test(line))).toBe(false);
    expect(headers).toContain('Subject: Hello Bcc: b@evil.test');
  });

  it('reports a refused connection as a retryable failure', async () => {
    const result = await sendEmail('smtp://127.0.0.1:9', {
      from: { name: 'Sonara AI', address: 'no-reply@sonara.ai' },
      to: 'visitor@example.com',
      subject: 'x',
      html: 'x',
      text: 'x',
    });
    expect(result).toMatchObject({ ok: false, permanent: false });
  });
});
