/** @jest-environment node */
import { adminContentSecurityPolicy } from '@/proxy';
import { sessionCookieName, sessionCookieSettings } from '@/lib/auth/cookies';
import { passwordProblem } from '@/lib/auth/password';
import { isSameOriginRequest } from '@/lib/http/same-origin';

const isCrossSiteRequest = (headers: Headers, configured: string[]) =>
  !isSameOriginRequest({ headers }, { configured, trustProxy: false });
import { loginSchema } from '@/components/admin/login-schema';

describe('isCrossSiteRequest', () => {
  const site = ['https://www.example.com'];
  const headers = (values: Record<string, string>) => new Headers(values);

  it('accepts same-origin browser requests and non-browser clients', () => {
    expect(
      isCrossSiteRequest(headers({ origin: site[0]!, 'sec-fetch-site': 'same-origin' }), site),
    ).toBe(false);
    expect(isCrossSiteRequest(headers({}), site)).toBe(false);
  });

  it('refuses another origin or a cross-site fetch', () => {
    expect(isCrossSiteRequest(headers({ origin: 'https://evil.example' }), site)).toBe(true);
    expect(isCrossSiteRequest(headers({ 'sec-fetch-site': 'cross-site' }), site)).toBe(true);
    expect(isCrossSiteRequest(headers({ 'sec-fetch-site': 'same-site' }), site)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'null' }), site)).toBe(true);
  });
});

describe('session cookie settings', () => {
  it('uses a __Host- prefixed Secure cookie over https', () => {
    expect(sessionCookieSettings('https://www.example.com')).toMatchObject({
      useSecureCookies: false,
      cookiePrefix: '__Host-sonara',
      defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'lax', path: '/' },
    });
    expect(sessionCookieName('https://www.example.com')).toBe('__Host-sonara.session_token');
  });

  it('falls back to a plain HttpOnly cookie over http, where browsers drop Secure ones', () => {
    expect(sessionCookieSettings('http://127.0.0.1:3000').defaultCookieAttributes).toMatchObject({
      secure: false,
      httpOnly: true,
    });
    expect(sessionCookieName('http://localhost:3000')).toBe('sonara.session_token');
  });
});

describe('passwordProblem', () => {
  it('asks for 12 to 128 characters and nothing else', () => {
    expect(passwordProblem('a'.repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem('a'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('aaaaaaaaaaaa')).toBeUndefined();
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
  });
});

describe('loginSchema', () => {
  it('requires both fields', () => {
    const result = loginSchema.safeParse({ username: ' ', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });
});

describe('adminContentSecurityPolicy', () => {
  it('allows scripts only with the nonce, forbids framing and plugins', () => {
    const policy = adminContentSecurityPolicy('abc123');
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(adminContentSecurityPolicy('n', { https: true })).toContain('upgrade-insecure-requests');
  });
});
