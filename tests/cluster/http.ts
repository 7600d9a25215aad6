import http from 'node:http';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One HTTP request on a connection of its own. node:http rather than fetch: it sends the Host
 * header it is given (a request straight to one instance then looks as if it came through the
 * proxy), and no connection is reused, so a killed instance fails only the requests it had.
 */
export function send(url: string, options: RequestOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.end(options.body);
  });
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(reply: Reply): string {
  return (reply.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Runs `task` for every item, at most `limit` at a time. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
