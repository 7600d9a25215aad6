/** @jest-environment node */
import { log } from '@/lib/log/logger';
import { redactFields, scrubText } from '@/lib/log/redact';
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from '@/lib/log/request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Runs `write` as a production server would, returning the lines it wrote to stdout. */
function productionLines(write: () => void): string[] {
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  });
  env.NODE_ENV = 'production';
  try {
    write();
  } finally {
    env.NODE_ENV = previous;
    spy.mockRestore();
  }
  return chunks.join('').split('\n').filter(Boolean);
}

describe('the logger in production', () => {
  it('writes one JSON object per line with level, time, event and message', () => {
    const lines = productionLines(() => {
      log.info('lead.created', '[leads] contact lead 42 stored', { leadId: '42' });
      log.error('delivery.sweep-failed', '[delivery] sweep failed', {}, new Error('timeout'));
    });
    expect(lines).toHaveLength(2);
    const [created, failed] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(created).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      event: 'lead.created',
      leadId: '42',
      msg: '[leads] contact lead 42 stored',
    });
    expect(failed).toMatchObject({
      level: 'error',
      event: 'delivery.sweep-failed',
      error: 'Error: timeout',
    });
  });

  it('adds the request id of the request being handled', async () => {
    let lines: string[] = [];
    const response = await withRequestId(new Request('http://x/'), false, async () => {
      lines = productionLines(() => log.warn('http.cross-site-refused', 'refused'));
      return new Response('ok');
    });
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(UUID);
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: id, level: 'warn' });
  });

  it('never writes an email, an IP address or a personal field', () => {
    const [line] = productionLines(() =>
      log.warn(
        'auth.sign-in.failed',
        'failed for jane.doe@example.com from 203.0.113.9 and 2001:db8::7',
        {
          username: 'jane_doe',
          email: 'jane.doe@example.com',
          ip: '203.0.113.9',
          note: 'reply to jane.doe@example.com',
        },
        new Error('duplicate key (email)=(jane.doe@example.com)'),
      ),
    );
    expect(line).not.toMatch(/jane|203\.0\.113\.9|2001:db8/);
    expect(JSON.parse(line!)).toMatchObject({
      msg: 'failed for [email] from [ip] and [ip]',
      note: 'reply to [email]',
    });
  });
});

describe('the logger in development and tests', () => {
  it('writes a readable line: the message, then the event and its fields', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      log.warn('lead.confirmation-skipped', '[leads] confirmation not sent', { leadId: '7' });
      expect(warn).toHaveBeenCalledWith(
        '[leads] confirmation not sent (lead.confirmation-skipped leadId=7)',
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe('redaction', () => {
  it('keeps clock times, versions and the server addresses inside URLs', () => {
    expect(scrubText('at 12:30:45, v1.2.3, from http://127.0.0.1:3000 and http://[::1]:3000')).toBe(
      'at 12:30:45, v1.2.3, from http://127.0.0.1:3000 and http://[::1]:3000',
    );
    expect(scrubText('client 192.0.2.7, ::ffff:192.0.2.8')).toBe('client [ip], [ip]');
  });

  it('drops fields named after personal data whatever their spelling', () => {
    expect(
      redactFields({ leadId: '1', Email: 'x', client_address: 'y', 'forwarded-for': 'z', n: 2 }),
    ).toEqual({ leadId: '1', n: 2 });
  });
});

describe('request ids', () => {
  const headers = (id: string) => new Headers({ [REQUEST_ID_HEADER]: id });

  it("takes a trusted proxy's well-formed id", () => {
    expect(requestIdFor(headers('req-0123abcd'), true)).toBe('req-0123abcd');
  });

  it('generates one without a trusted proxy, or for a malformed id', () => {
    expect(requestIdFor(headers('req-0123abcd'), false)).toMatch(UUID);
    expect(requestIdFor(headers('bad id; "forged": 1'), true)).toMatch(UUID);
    expect(requestIdFor(headers('x'.repeat(200)), true)).toMatch(UUID);
    expect(requestIdFor(new Headers(), true)).toMatch(UUID);
  });
});
