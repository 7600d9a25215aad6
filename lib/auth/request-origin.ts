/**
 * Cross-site request check for state-changing requests (QUALITY.md item 8). A browser always sends
 * `Origin` on POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` in every current engine; either one
 * pointing elsewhere means another site made the request. Requests with neither come from
 * non-browser clients, which carry no ambient cookies to abuse.
 */
export function isCrossSiteRequest(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  return !allowedOrigins.includes(origin);
}
