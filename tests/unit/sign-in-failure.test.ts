/** @jest-environment node */
import { failureText } from '@/components/admin/sign-in';
import { waitText } from '@/lib/auth/sign-in-messages';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

describe('the login toast names why a sign-in failed', () => {
  it('shows the wait of a throttled sign-in from Retry-After', () => {
    expect(failureText('/sign-in/username', answer(429, { 'retry-after': '700' }), {})).toBe(
      'Too many sign-in attempts. Try again in 12 minutes.',
    );
    expect(failureText('/two-factor/verify-totp', answer(429, { 'retry-after': '30' }), {})).toBe(
      'Too many sign-in attempts. Try again in 30 seconds.',
    );
    expect(failureText('/sign-in/username', answer(429), {})).toBe(
      'Too many sign-in attempts. Please try again later.',
    );
  });

  it('says the origin was refused, not that the password was wrong', () => {
    for (const code of ['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN', undefined]) {
      expect(failureText('/sign-in/username', answer(403), { code })).toMatch(
        /did not come from this site/,
      );
    }
  });

  it('says the server is unavailable when it is', () => {
    expect(failureText('/sign-in/username', answer(503), {})).toBe(
      'The server is unavailable. Please try again shortly.',
    );
  });

  it('says the address is wrong, or gives the status, for any other refusal', () => {
    expect(failureText('/sign-in/username', answer(404), {})).toMatch(
      /not offered at this address/,
    );
    for (const status of [405, 413, 415]) {
      expect(failureText('/sign-in/username', answer(status), {})).toBe(
        `The sign-in could not be completed (HTTP ${status}). Please try again.`,
      );
    }
  });

  it('keeps the spec texts for a wrong password or code', () => {
    expect(failureText('/sign-in/username', answer(401), {})).toBe('Invalid username or password');
    expect(failureText('/two-factor/verify-totp', answer(401), {})).toBe(
      'Invalid authentication code',
    );
  });

  it('rounds a wait up to whole minutes or seconds', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(59.2)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
  });
});
