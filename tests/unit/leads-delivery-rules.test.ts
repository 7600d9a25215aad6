import { EMAIL_FORM_TYPES, emailSender, emailSubject } from '@/lib/delivery/email-types';
import { renderConfirmationEmail, renderNotificationEmail } from '@/lib/delivery/email-templates';
import { MAX_ATTEMPTS, RETRY_SCHEDULE_MS, nextRetryDelayMs } from '@/lib/delivery/retry-schedule';
import { parseRetryAfter } from '@/lib/delivery/send-webhook';
import { EMAIL_TEST_USER_DATA, emailTestPayloads } from '@/lib/delivery/email-test-payloads';
import { collectLeadMetadata, sanitizeLeadMetadata } from '@/lib/leads/metadata';

const brand = {
  name: 'Sonara AI',
  url: 'https://sonara.ai',
  supportHours: 'Monday to Friday, 9 AM to 6 PM Eastern',
  email: {
    noReply: 'no-reply@sonara.ai',
    careers: 'careers@sonara.ai',
    salesReplyTo: 'sales@sonara.ai',
  },
};

describe('retry schedule', () => {
  it('follows the Standard Webhooks schedule and ends after ten tries', () => {
    expect(RETRY_SCHEDULE_MS.map((ms) => ms / 1000)).toEqual([
      0, 5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400,
    ]);
    expect(MAX_ATTEMPTS).toBe(10);
    const exact = () => 0.5;
    expect(nextRetryDelayMs(1, { random: exact })).toBe(5_000);
    expect(nextRetryDelayMs(9, { random: exact })).toBe(86_400_000);
    expect(nextRetryDelayMs(10, { random: exact })).toBeNull();
  });

  it('adds at most ±10 % jitter and honours a longer Retry-After', () => {
    expect(nextRetryDelayMs(2, { random: () => 0 })).toBe(270_000);
    expect(nextRetryDelayMs(2, { random: () => 1 })).toBe(330_000);
    expect(nextRetryDelayMs(1, { random: () => 0.5, retryAfterMs: 60_000 })).toBe(60_000);
    expect(nextRetryDelayMs(3, { random: () => 0.5, retryAfterMs: 60_000 })).toBe(1_800_000);
    expect(nextRetryDelayMs(1, { random: () => 0.5, retryAfterMs: 10 * 86_400_000 })).toBe(
      86_400_000,
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe('confirmation emails', () => {
  it('uses the spec subjects with the brand suffix and the right sender', () => {
    expect(EMAIL_FORM_TYPES.map((type) => emailSubject(type, brand))).toEqual([
      'Thank you for contacting us | Sonara AI',
      'Thank you for your job application | Sonara AI',
      'Thank you for your partnership inquiry | Sonara AI',
      'Thank you for your custom solution request | Sonara AI',
    ]);
    expect(emailSender('career', brand)).toBe('careers@sonara.ai');
    expect(emailSender('partner', brand)).toBe('no-reply@sonara.ai');
  });

  it('promises the spec reply times and shows option labels', () => {
    expect(renderConfirmationEmail('contact', EMAIL_TEST_USER_DATA.contact, brand).text).toContain(
      'within 24 hours',
    );
    expect(renderConfirmationEmail('partner', EMAIL_TEST_USER_DATA.partner, brand).text).toContain(
      'within 2-3 business days',
    );
    const custom = renderConfirmationEmail(
      'customSolution',
      EMAIL_TEST_USER_DATA.customSolution,
      brand,
    );
    expect(custom.text).toContain('within 1-2 business days');
    expect(custom.text).toContain('Solution Type: Full AI Call Center');
    expect(custom.text).toContain('Industry: Home Services');
  });

  it('escapes what the submitter typed in the HTML version', () => {
    const email = renderConfirmationEmail(
      'contact',
      { ...EMAIL_TEST_USER_DATA.contact, firstName: '<img src=x onerror=alert(1)>' },
      brand,
    );
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives the notification a one-line subject naming the submitter', () => {
    const email = renderNotificationEmail(
      'career',
      { ...EMAIL_TEST_USER_DATA.career, firstName: 'A\r\nB' },
      brand,
      'lead-1',
    );
    expect(email.subject).toBe('New job application from A B Doe');
  });

  it('has the four admin test payloads: test address, sample person, form types', () => {
    const payloads = emailTestPayloads(brand);
    expect(payloads.map((p) => [p.formType, p.from, p.to])).toEqual([
      ['contact', 'no-reply@sonara.ai', 'test@example.com'],
      ['career', 'careers@sonara.ai', 'test@example.com'],
      ['partner', 'no-reply@sonara.ai', 'test@example.com'],
      ['customSolution', 'no-reply@sonara.ai', 'test@example.com'],
    ]);
    expect(
      payloads.every((p) => p.userData.firstName === 'John' && p.userData.lastName === 'Doe'),
    ).toBe(true);
  });
});

describe('lead metadata', () => {
  it('collects the page, referrer and UTM tags of the visit', () => {
    const location = new URL(
      'https://sonara.ai/solutions?utm_source=google&utm_campaign=spring&x=1#dental',
    );
    expect(collectLeadMetadata(location as unknown as Location, 'https://www.google.com/')).toEqual(
      {
        sourcePage: '/solutions#dental',
        referrer: 'https://www.google.com/',
        utmSource: 'google',
        utmCampaign: 'spring',
      },
    );
  });

  it('cleans instead of refusing: text only, no control characters, cut to length', () => {
    expect(
      sanitizeLeadMetadata({
        sourcePage: '/a\r\nb',
        utmSource: 'x'.repeat(500),
        referrer: 42,
        other: 'y',
      }),
    ).toEqual({
      sourcePage: '/a b',
      utmSource: 'x'.repeat(200),
    });
  });
});
