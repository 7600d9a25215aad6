import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Keep the request open without answering (a receiver that hangs). */
  hang?: boolean;
  /** Answer only after this many milliseconds (a slow receiver). */
  delayMs?: number;
}

export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Resolves once `count` requests have arrived. */
  waitForRequests: (count: number) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A real HTTP receiver on 127.0.0.1 that records every request and answers from a script
 * (`answers[n]` for the n-th request, the last one repeated; 200 when the script is empty).
 */
export async function startWebhookReceiver(
  answers: ScriptedAnswer[] = [],
): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve();
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)] ?? { status: 200 };
      if (answer.hang) {
        open.add(res);
        return;
      }
      const reply = () => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    waitForRequests: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
