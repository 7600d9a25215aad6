import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like: a UUID, a trace id, a ULID; nothing to inject. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The id of a request: the one the proxy in front assigned (`X-Request-Id`) when that proxy is
 * trusted and the value is well formed, so its logs and ours can be joined; else a new one. A
 * client's own header is not taken without a trusted proxy, since it could forge or collide ids.
 */
export function requestIdFor(headers: Headers, trustProxy: boolean): string {
  const given = trustProxy ? headers.get(REQUEST_ID_HEADER)?.trim() : undefined;
  return given && WELL_FORMED.test(given) ? given : randomUUID();
}

// One store per process: route bundles may each carry a copy of this module.
const storeKey = Symbol.for('sonara.requestContext');
type Holder = typeof globalThis & { [storeKey]?: AsyncLocalStorage<{ requestId: string }> };

function store(): AsyncLocalStorage<{ requestId: string }> {
  const holder = globalThis as Holder;
  holder[storeKey] ??= new AsyncLocalStorage();
  return holder[storeKey];
}

/** The id of the request being handled, for log lines; undefined outside a request. */
export function currentRequestId(): string | undefined {
  return store().getStore()?.requestId;
}

/** A response with the request id header (copied when its headers are immutable). */
function withIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/**
 * Runs an API handler with its request id: every log line written while it runs carries the id,
 * and the response returns it (`X-Request-Id`), so a user's report can be matched to the logs.
 */
export async function withRequestId(
  request: Pick<Request, 'headers'>,
  trustProxy: boolean,
  handler: () => Promise<Response>,
): Promise<Response> {
  const requestId = requestIdFor(request.headers, trustProxy);
  const response = await store().run({ requestId }, handler);
  return withIdHeader(response, requestId);
}
