/**
 * A JSON response that no cache keeps: form outcomes and admin data are per-request and per-user.
 */
export function jsonNoStore(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  merged.set('cache-control', 'no-store');
  return Response.json(body, { status, headers: merged });
}
