/** Name prefix of every auth cookie (`__Host-` is added when the site is served over https). */
const COOKIE_PREFIX = 'sonara';

/**
 * Cookie settings for the site's URL. Over https every auth cookie is `__Host-` prefixed (Secure,
 * Path=/, no Domain); over plain http (local runs and tests on 127.0.0.1) browsers would drop
 * Secure cookies, so they are plain HttpOnly, SameSite=Lax cookies instead.
 */
export function sessionCookieSettings(siteUrl: string) {
  const secure = new URL(siteUrl).protocol === 'https:';
  return {
    // better-auth would add `__Secure-`; the `__Host-` prefix below is stricter, so it is ours.
    useSecureCookies: false,
    cookiePrefix: secure ? `__Host-${COOKIE_PREFIX}` : COOKIE_PREFIX,
    defaultCookieAttributes: { secure, httpOnly: true, sameSite: 'lax' as const, path: '/' },
  };
}

/** Name of the session cookie for the site's URL. */
export function sessionCookieName(siteUrl: string): string {
  return `${sessionCookieSettings(siteUrl).cookiePrefix}.session_token`;
}
