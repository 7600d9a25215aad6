import 'server-only';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import { onRequestStart } from '@/lib/http/request-start';

/**
 * A page cannot set its own status: when its data cannot be loaded, the App Router renders the
 * error boundary and answers 500, although "try again shortly" (503 with Retry-After) is the
 * truth when the cause is a database that does not answer. So each incoming request's headers
 * object carries a link to its response (one property, set when the request arrives: nothing more
 * per request), and `answerUnavailable` finds the response of a failed render through the headers
 * Next.js hands to its request-error hook, and turns that response's 500, when it is written, into
 * 503. Every other status, and every header already set (the security headers), stays as it was.
 * Not an AsyncLocalStorage per request: on this Node each enabled store adds work to every promise
 * the process creates, which a cached page's serving would pay for.
 */

const RESPONSE = Symbol.for('sonara.response');
const ANSWERED = Symbol.for('sonara.answeredUnavailable');

type LinkedHeaders = { [RESPONSE]?: ServerResponse };
type MarkedResponse = ServerResponse & { [ANSWERED]?: true };
type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/** Links every incoming request's headers to its response, once per process (server start). */
export function installUnavailableResponseHook(): void {
  onRequestStart('unavailable-response', ({ request, response }) => {
    // A symbol key, not enumerable: no header name, and nothing that lists, copies or forwards
    // the headers sees it.
    Object.defineProperty(request.headers, RESPONSE, { value: response, configurable: true });
  });
}

/**
 * Makes the response of the request with these headers answer 503 with `Retry-After` instead of
 * 500. Does nothing once its status has been sent (a streamed page already answered 200), for
 * headers of no incoming request, and for any status but 500, which stays as rendered.
 */
export function answerUnavailable(headers: object, retryAfterSeconds: number): void {
  const response = (headers as LinkedHeaders)[RESPONSE] as MarkedResponse | undefined;
  if (!response || response.headersSent || response[ANSWERED]) return;
  response[ANSWERED] = true;
  // Only this response's own method is replaced: every other response keeps Node's, untouched.
  const writeHead = response.writeHead as unknown as WriteHead;
  const replacement: WriteHead = function (this: ServerResponse, ...args) {
    if (args[0] !== 500) return writeHead.apply(this, args);
    if (!this.hasHeader('retry-after')) this.setHeader('Retry-After', String(retryAfterSeconds));
    // writeHead(status, [reason], [headers]): keep the headers, and say what 503 means.
    const headersArg = typeof args[1] === 'string' ? args[2] : args[1];
    return writeHead.call(this, 503, STATUS_CODES[503], headersArg);
  };
  response.writeHead = replacement as unknown as ServerResponse['writeHead'];
}
