import 'server-only';

// Keyed by the request's Headers object, so the route wrapper finds what the guard produced
// without every data function having to return it.
const refreshes = new WeakMap<Headers, Headers>();

/** Remembers the session cookie refresh produced while authorizing a request. */
export function rememberRefreshHeaders(requestHeaders: Headers, refresh: Headers | null): void {
  if (refresh && refresh.getSetCookie().length > 0) refreshes.set(requestHeaders, refresh);
}

/** The session cookie refresh for a request, if the authorization check produced one. */
export function refreshHeadersFor(requestHeaders: Headers): Headers | undefined {
  return refreshes.get(requestHeaders);
}
