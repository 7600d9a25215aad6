import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Arrival {
  /** The endpoint path (`/form` or `/email`). */
  path: string;
  webhookId: string;
  /** The lead id carried by a form webhook (`leadId` field); undefined for an email webhook. */
  leadId?: string;
  /** Epoch milliseconds (same clock as the load generator). */
  receivedAt: number;
  signatureValid: boolean;
}

export interface BenchReceiver {
  formUrl: string;
  emailUrl: string;
  arrivals: Arrival[];
  /** Sets the `whsec_` secret each path is verified with. */
  setSecrets: (secrets: { form: string; email: string }) => void;
  /** Stops listening and drops open connections: senders get "connection refused". */
  down: () => Promise<void>;
  /** Listens again on the same port. */
  up: () => Promise<void>;
  isUp: () => boolean;
  close: () => Promise<void>;
}

export const epochMs = () => performance.timeOrigin + performance.now();

/**
 * The local webhook receiver of the lead benchmarks: answers 200, records every arrival with its
 * `webhook-id`, and verifies the Standard Webhooks signature with the endpoint's secret.
 */
export async function startReceiver(): Promise<BenchReceiver> {
  const arrivals: Arrival[] = [];
  let verifiers: Record<string, Webhook> = {};
  let listening = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const receivedAt = epochMs();
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0] ?? '';
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let signatureValid = false;
      try {
        // Form webhooks are form-encoded: verify the raw body without parsing it as JSON.
        verifiers[path]?.verify(body, headers, { jsonParse: false });
        signatureValid = verifiers[path] !== undefined;
      } catch {
        signatureValid = false;
      }
      const leadId =
        path === '/form' ? (new URLSearchParams(body).get('leadId') ?? undefined) : undefined;
      arrivals.push({ path, webhookId: headers['webhook-id'], leadId, receivedAt, signatureValid });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  server.keepAliveTimeout = 5_000;
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        listening = true;
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const down = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  };
  return {
    formUrl: `${base}/form`,
    emailUrl: `${base}/email`,
    arrivals,
    setSecrets: ({ form, email }) => {
      verifiers = { '/form': new Webhook(form), '/email': new Webhook(email) };
    },
    down,
    up: async () => {
      if (!listening) await listen(port);
    },
    isUp: () => listening,
    close: down,
  };
}
