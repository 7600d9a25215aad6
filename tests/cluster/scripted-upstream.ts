import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a scripted instance answers to one request. */
export interface ScriptedAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface ScriptedUpstream {
  port: number;
  /** Every request that reached this instance, as `METHOD /path?query`. */
  requests: string[];
  /** How many requests for exactly `pathAndQuery` reached it. */
  hits: (pathAndQuery: string) => number;
  /** Replaces what it answers from now on. */
  answer: (by: (request: http.IncomingMessage) => ScriptedAnswer) => void;
  /** Stops listening and drops its open connections: the instance is down. */
  close: () => Promise<void>;
}

/**
 * A stand-in for one site instance behind nginx, answering what the test scripts: it lets a test
 * count what nginx passes on and make every instance fail at will, which the real servers cannot
 * be asked to do.
 */
export async function startScriptedUpstream(
  initial: (request: http.IncomingMessage) => ScriptedAnswer,
): Promise<ScriptedUpstream> {
  let respond = initial;
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      const { status, body, headers = {} } = respond(request);
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    hits: (pathAndQuery) => requests.filter((r) => r.endsWith(` ${pathAndQuery}`)).length,
    answer: (by) => {
      respond = by;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
