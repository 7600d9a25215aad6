/** @jest-environment node */
import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerUnavailable, installUnavailableResponseHook } from '@/lib/http/unavailable-response';
import { answerRequestError } from '@/lib/server/request-errors';

interface Reply {
  status: number;
  message: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server;
let listener: RequestListener;

beforeAll(async () => {
  installUnavailableResponseHook();
  server = createServer((request, response) => listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let requests = 0;

/** One GET to the test server, answered by `answer`; each to a path of its own unless given one. */
function get(answer: RequestListener, path = `/page-${++requests}`): Promise<Reply> {
  listener = answer;
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ port, host: '127.0.0.1', path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          message: response.statusMessage ?? '',
          headers: response.headers,
          body,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('answerUnavailable', () => {
  it("turns the response's 500 into 503 with Retry-After, keeping its headers and body", async () => {
    const reply = await get((request, response) => {
      answerUnavailable(request.headers, 30);
      // As Next.js sends a page: status and headers first, then end() writes the head.
      response.statusCode = 500;
      response.setHeader('X-Frame-Options', 'DENY');
      response.end('error page');
    });
    expect(reply.status).toBe(503);
    expect(reply.message).toBe('Service Unavailable');
    expect(reply.headers['retry-after']).toBe('30');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.body).toBe('error page');
  });

  it('also when the 500 and its headers are given to writeHead', async () => {
    const reply = await get((request, response) => {
      answerUnavailable(request.headers, 12);
      response.writeHead(500, 'Internal Server Error', { 'Content-Type': 'text/plain' });
      response.end('down');
    });
    expect(reply.status).toBe(503);
    expect(reply.message).toBe('Service Unavailable');
    expect(reply.headers['retry-after']).toBe('12');
    expect(reply.headers['content-type']).toBe('text/plain');
    expect(reply.body).toBe('down');
  });

  it.each([200, 404, 502])('leaves a %i as it is', async (status) => {
    const reply = await get((request, response) => {
      answerUnavailable(request.headers, 30);
      response.statusCode = status;
      response.end();
    });
    expect(reply.status).toBe(status);
    expect(reply.headers['retry-after']).toBeUndefined();
  });

  it('leaves the 500 of another request as it is', async () => {
    const reply = await get((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    expect(reply.status).toBe(500);
    expect(reply.headers['retry-after']).toBeUndefined();
  });

  it('answers 503 to the 500s of requests for the same path that shared the failed render', async () => {
    const failed = await get((request, response) => {
      answerUnavailable(request.headers, 30);
      response.statusCode = 500;
      response.end();
    }, '/careers?from=a');
    expect(failed.status).toBe(503);
    // Another visitor of the same page, who waited for that render and got its error page.
    const sharer = await get((_request, response) => {
      response.statusCode = 500;
      response.end();
    }, '/careers?from=b');
    expect(sharer.status).toBe(503);
    expect(sharer.headers['retry-after']).toBe('30');
    // A 500 for another path is left alone.
    const other = await get((_request, response) => {
      response.statusCode = 500;
      response.end();
    }, '/faq');
    expect(other.status).toBe(500);
  });

  it('counts a later 500 for that path as its own failure, not the same outage', async () => {
    await get((request, response) => {
      answerUnavailable(request.headers, 30);
      response.statusCode = 500;
      response.end();
    }, '/later');
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 5_000);
    try {
      const later = await get((_request, response) => {
        response.statusCode = 500;
        response.end();
      }, '/later');
      expect(later.status).toBe(500);
    } finally {
      clock.mockRestore();
    }
  });

  it('does nothing once the status has been sent', async () => {
    const reply = await get((request, response) => {
      response.statusCode = 200;
      response.write('streamed ');
      answerUnavailable(request.headers, 30);
      response.end('page');
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('streamed page');
  });

  it('does nothing for headers of no incoming request', () => {
    expect(() => answerUnavailable({ host: 'example.com' }, 30)).not.toThrow();
  });
});

describe('answerRequestError (the request-error hook)', () => {
  /** A failed query as the drivers report it: the socket error is its cause. */
  const refused = new Error('Failed query: select 1', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    }),
  });

  it('answers 503 for a database that does not answer', async () => {
    const reply = await get((request, response) => {
      answerRequestError(refused, request.headers);
      response.statusCode = 500;
      response.end();
    });
    expect(reply.status).toBe(503);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps 500 for any other error', async () => {
    const reply = await get((request, response) => {
      answerRequestError(new TypeError('x is undefined'), request.headers);
      response.statusCode = 500;
      response.end();
    });
    expect(reply.status).toBe(500);
    expect(reply.headers['retry-after']).toBeUndefined();
  });
});
