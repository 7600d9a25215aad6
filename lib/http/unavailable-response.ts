import 'server-only';
import { STATUS_CODES, ServerResponse } from 'node:http';
import { onRequestStart } from '@/lib/http/request-start';

/**
 * A page cannot set its own status: when its data cannot be loaded, the App Router renders the
 * error boundary and answers 500, although "try again shortly" (503 with Retry-After) is the
 * truth when the cause is a database that does not answer. So each incoming request's headers
 * object carries a link to its response (set when the request arrives), and `answerUnavailable`
 * finds the response of a failed render through the headers Next.js hands to its request-error
 * hook, and turns that response's 500, when it is written, into 503. Visitors who asked for the
 * same page at the same moment shared that one render (Next.js renders a page once for all of
 * them) but not the hook, so the page's path is noted too, and a 500 for it in the next moments
 * goes out as 503 as well. Every other status, and every header already set (the security
 * headers), stays as it was. Not an AsyncLocalStorage per request: on this Node each enabled store
 * adds work to every promise the process creates, which a cached page's serving would pay for.
 */

const RESPONSE = Symbol.for('sonara.response');
const RETRY_AFTER = Symbol.for('sonara.answeredUnavailable');
const UNAVAILABLE_PATHS = Symbol.for('sonara.unavailablePaths');

/** How long after a failed render a 500 for the same path counts as the same outage. */
const SAME_OUTAGE_MS = 2_000;

type LinkedHeaders = { [RESPONSE]?: ServerResponse };
/** A response whose own render failed for the database: its 500 goes out as 503, this long. */
type MarkedResponse = ServerResponse & { [RETRY_AFTER]?: number };
type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
type Outage = { at: number; retryAfterSeconds: number };
type GlobalWithPaths = typeof globalThis & { [UNAVAILABLE_PATHS]?: Map<string, Outage> };

/** Paths whose render just failed for the database, with when (one map per process). */
function unavailablePaths(): Map<string, Outage> {
  const holder = globalThis as GlobalWithPaths;
  holder[UNAVAILABLE_PATHS] ??= new Map();
  return holder[UNAVAILABLE_PATHS];
}

function pathOf(url: string | undefined): string {
  const query = url?.indexOf('?') ?? -1;
  return query >= 0 ? url!.slice(0, query) : (url ?? '');
}

/** The Retry-After of a 500 that is really an outage: this response's own, or its path's. */
function outageRetryAfter(response: MarkedResponse): number | undefined {
  if (response[RETRY_AFTER] !== undefined) return response[RETRY_AFTER];
  const paths = unavailablePaths();
  const outage = paths.size > 0 ? paths.get(pathOf(response.req?.url)) : undefined;
  return outage && Date.now() - outage.at <= SAME_OUTAGE_MS ? outage.retryAfterSeconds : undefined;
}

const nodeWriteHead = ServerResponse.prototype.writeHead as unknown as WriteHead;

/**
 * Every response's `writeHead(status, [reason], [headers])`: a 500 that is an outage goes out as
 * 503 with Retry-After, keeping the headers passed along; anything else as Node writes it.
 */
function writeHeadAfterOutage(this: MarkedResponse, ...args: unknown[]): ServerResponse {
  const retryAfterSeconds = args[0] === 500 ? outageRetryAfter(this) : undefined;
  if (retryAfterSeconds === undefined) return nodeWriteHead.apply(this, args);
  if (!this.hasHeader('retry-after')) this.setHeader('Retry-After', String(retryAfterSeconds));
  const headersArg = typeof args[1] === 'string' ? args[2] : args[1];
  return nodeWriteHead.call(this, 503, STATUS_CODES[503], headersArg);
}

/** Links every incoming request's headers to its response, once per process (server start). */
export function installUnavailableResponseHook(): void {
  onRequestStart('unavailable-response', ({ request, response }) => {
    // A symbol key, not enumerable: no header name, and nothing that lists, copies or forwards
    // the headers sees it.
    Object.defineProperty(request.headers, RESPONSE, { value: response, configurable: true });
    response.writeHead = writeHeadAfterOutage as unknown as ServerResponse['writeHead'];
  });
}

/**
 * Makes the response of the request with these headers answer 503 with `Retry-After` instead of
 * 500, and for a short while any other 500 for the same path (requests that shared the failed
 * render). Does nothing once its status has been sent (a streamed page already answered 200), for
 * headers of no incoming request, and for any status but 500, which stays as rendered.
 */
export function answerUnavailable(headers: object, retryAfterSeconds: number): void {
  const response = (headers as LinkedHeaders)[RESPONSE] as MarkedResponse | undefined;
  if (!response) return;
  const paths = unavailablePaths();
  const now = Date.now();
  for (const [path, outage] of paths) if (now - outage.at > SAME_OUTAGE_MS) paths.delete(path);
  paths.set(pathOf(response.req?.url), { at: now, retryAfterSeconds });
  response[RETRY_AFTER] ??= retryAfterSeconds;
}
