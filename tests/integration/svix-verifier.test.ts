import { execFileSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { deliveries } from '@/lib/db/schema';
import { deliverNow } from '@/lib/delivery/dispatcher';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { postContact } from '@/tests/helpers/form-routes';
import {
  VALID_LEADS,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

/** A request as a receiver gets it: the raw body bytes and the headers. */
interface Received {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

/** The three signature headers, as Svix's verifier takes them. */
function signatureHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const pick = (name: string) => String(headers[name] ?? '');
  return {
    'webhook-id': pick('webhook-id'),
    'webhook-timestamp': pick('webhook-timestamp'),
    'webhook-signature': pick('webhook-signature'),
  };
}

// svix ships as an ES module only, so it runs in a Node process of its own, as in a receiver.
const SVIX_CHECK = `
import { Webhook } from 'svix';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { secret, body, headers } = JSON.parse(input);
try {
  new Webhook(secret).verify(Buffer.from(body, 'base64'), headers);
  process.stdout.write('verified');
} catch (error) {
  process.stdout.write('refused: ' + error.message);
}
`;

/** What svix's `Webhook.verify(rawBody, headers)` says about these bytes. */
function svixVerdict(secret: string, body: Buffer | string, headers: Record<string, string>) {
  return execFileSync(process.execPath, ['--input-type=module', '-e', SVIX_CHECK], {
    input: JSON.stringify({ secret, body: Buffer.from(body).toString('base64'), headers }),
  }).toString();
}

// A receiver written from Svix's own documentation, given a real form-encoded lead delivery.
describe("Svix's verifier on a form-encoded delivery", () => {
  let database: TestDatabase;
  let server: Server;
  let secret: string;
  const received: Received[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    setupLeadsContext(database.db);
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: request.headers });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    const saved = await saveWebhookSettings(
      database.db,
      { contactFormWebhook: `http://127.0.0.1:${address.port}/hooks`, emailWebhook: '' },
      null,
      { allowPrivate: true },
    );
    expect(saved.ok).toBe(true);
    secret = await getEndpointSecret(database.db, 'contactFormWebhook');
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    setLeadsContextForTests({});
    await database?.destroy();
  });

  it('accepts the raw body as received, and refuses a re-encoded one', async () => {
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    expect(response.status).toBe(201);
    const leadId = String((await responseJson(response)).id);
    const [row] = await database.db.select().from(deliveries).where(eq(deliveries.leadId, leadId));
    await deliverNow(database.db, [row!.id], { allowPrivate: true });
    const delivery = received.find((request) => request.body.toString('utf8').includes(leadId));
    expect(delivery?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);

    const headers = signatureHeaders(delivery!.headers);
    expect(svixVerdict(secret, delivery!.body, headers)).toBe('verified');
    const lead = Object.fromEntries(new URLSearchParams(delivery!.body.toString('utf8')));
    expect(lead).toMatchObject({ leadId, email: VALID_LEADS.contact.email });

    // What a framework's form parser hands over, encoded again, is not the signed bytes.
    expect(svixVerdict(secret, JSON.stringify(lead), headers)).toMatch(/^refused/);
    const tampered = delivery!.body.toString('utf8').replace('Ada', 'Eve');
    expect(svixVerdict(secret, tampered, headers)).toMatch(/^refused/);
  });
});
