import { setLeadsContextForTests } from '@/lib/leads/context';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { postContact } from '@/tests/helpers/form-routes';
import { VALID_LEADS, jsonRequest, setupLeadsContext } from '@/tests/helpers/lead-requests';

/** Lines a production server would write to stdout while `run` runs. */
async function productionOutput(run: () => Promise<void>): Promise<string[]> {
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  });
  env.NODE_ENV = 'production';
  try {
    await run();
  } finally {
    env.NODE_ENV = previous;
    spy.mockRestore();
  }
  return chunks.join('').split('\n').filter(Boolean);
}

describe.each(DATABASE_KINDS)('the log of a lead submission on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setupLeadsContext(database.db);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });

  it('is one JSON line with the event, the lead id and the request id, never the email', async () => {
    const email = 'log.check.person@example.com';
    let response: Response | undefined;
    const lines = await productionOutput(async () => {
      response = await postContact(jsonRequest('contact', { ...VALID_LEADS.contact, email }));
    });
    expect(response!.status).toBe(201);
    const { id } = (await response!.json()) as { id: string };
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const created = entries.filter((entry) => entry.event === 'lead.created');
    expect(created).toEqual([
      expect.objectContaining({
        level: 'info',
        time: expect.any(String),
        leadId: id,
        leadType: 'contact',
        requestId: response!.headers.get('x-request-id'),
      }),
    ]);
    const output = lines.join('\n');
    expect(output).not.toContain(email);
    expect(output).not.toContain(VALID_LEADS.contact.phone);
  });
});
