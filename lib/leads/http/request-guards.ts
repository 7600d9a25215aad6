import 'server-only';

/**
 * True when a browser says the POST comes from another site (QUALITY item 8). `Sec-Fetch-Site`
 * must be same-origin (or none: typed by the user); otherwise `Origin`, when present, must be this
 * site's. Requests without either header are not from a browser page and pass.
 */
export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const allowed = new Set([new URL(siteUrl).origin]);
  try {
    allowed.add(new URL(request.url).origin);
  } catch {
    // A request without a parsable URL only has the configured site origin to match.
  }
  return !allowed.has(origin);
}
