/**
 * The one cross-site check of every state-changing route handler (public forms and admin). A
 * browser sends `Origin` on POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` in every current engine;
 * either one pointing elsewhere means another site made the request, which a page of ours never
 * does. `Sec-Fetch-Site: none` is the visitor's own action (no site initiated it). Requests with
 * neither header come from non-browser clients, which carry no ambient cookies to abuse.
 */
export function isCrossSiteRequest(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  return !allowedOrigins.includes(origin);
}

/**
 * The cross-site check of a public form's POST: its origin must be the configured site's or the
 * one the request was addressed to (an address in use other than SITE_URL must not lose a lead).
 */
export function isCrossSiteFormPost(request: Request, siteUrl: string): boolean {
  const allowed = [new URL(siteUrl).origin];
  try {
    allowed.push(new URL(request.url).origin);
  } catch {
    // A request without a parsable URL only has the configured site origin to match.
  }
  return isCrossSiteRequest(request.headers, allowed);
}
