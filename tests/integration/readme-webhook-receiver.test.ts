import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { postContact } from '@/tests/helpers/form-routes';
import { deliveries } from '@/lib/db/schema';
import { deliverNow } from '@/lib/delivery/dispatcher';
import { sendSignedWebhook, FORM_CONTENT_TYPE } from '@/lib/delivery/send-webhook';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';
import { saveWebhookSettings } from '@/lib/settings/webhook-settings';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import {
  VALID_LEADS,
  jsonRequest,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

const MARKER = '<!-- webhook-receiver-example';

/** The JavaScript block right after the marker in the README, exactly as a reader copies it. */
function readmeReceiver(): string {
  const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  const start = readme.indexOf(MARKER);
  if (start < 0) throw new Error('the README lost its webhook receiver example');
  const block = /```js\n([\s\S]*?)```/.exec(readme.slice(start));
  if (!block?.[1]) throw new Error('no js block after the README marker');
  return block[1];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

describe("the README's webhook receiver", () => {
  let database: TestDatabase;
  let receiver: ChildProcess;
  let output = '';
  let url: string;
  // Inside the project, so the example's `import 'standardwebhooks'` resolves as in a real app.
  const folder = path.join(process.cwd(), '.test-data', `readme-receiver-${process.pid}`);

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    setupLeadsContext(database.db);
    const port = await freePort();
    url = `http://127.0.0.1:${port}/hooks/contact`;
    const saved = await saveWebhookSettings(
      database.db,
      { contactFormWebhook: url, emailWebhook: '' },
      null,
      { allowPrivate: true },
    );
    expect(saved.ok).toBe(true);
    const secret = await getEndpointSecret(database.db, 'contactFormWebhook');
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'receiver.mjs');
    writeFileSync(file, readmeReceiver());
    receiver = spawn(process.execPath, [file], {
      env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    receiver.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(async () => {
      const answer = await fetch(url, { method: 'POST' }).catch(() => undefined);
      return answer?.status === 401;
    });
  });

  afterAll(async () => {
    receiver?.kill();
    rmSync(folder, { recursive: true, force: true });
    setLeadsContextForTests({});
    await database?.destroy();
  });

  async function waitFor(check: () => Promise<boolean>, limitMs = 15_000): Promise<void> {
    const end = Date.now() + limitMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out; receiver printed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("verifies and parses a real lead's form-encoded delivery", async () => {
    const response = await postContact(jsonRequest('contact', VALID_LEADS.contact));
    expect(response.status).toBe(201);
    const leadId = String((await responseJson(response)).id);
    const [row] = await database.db.select().from(deliveries).where(eq(deliveries.leadId, leadId));
    await deliverNow(database.db, [row!.id], { allowPrivate: true });

    const [sent] = await database.db.select().from(deliveries).where(eq(deliveries.id, row!.id));
    expect(sent?.status).toBe('succeeded');
    await waitFor(async () => output.includes(leadId));
    const printed = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; lead: Record<string, string> })
      .find((line) => line.lead.leadId === leadId);
    expect(printed?.id).toBe(sent?.webhookId);
    expect(printed?.lead).toMatchObject({
      firstName: VALID_LEADS.contact.firstName,
      email: VALID_LEADS.contact.email,
      message: VALID_LEADS.contact.message,
      agreeToTerms: 'true',
      leadId,
    });
  });

  it('refuses a delivery signed with another secret', async () => {
    const body = new URLSearchParams({ firstName: 'Eve' }).toString();
    const forged = await sendSignedWebhook({
      url,
      secret: 'whsec_' + Buffer.alloc(32, 7).toString('base64'),
      body,
      contentType: FORM_CONTENT_TYPE,
      allowPrivate: true,
    });
    expect(forged.status).toBe(401);
    expect(output).not.toContain('Eve');
  });
});
