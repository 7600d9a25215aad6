import {
  postApplication,
  postContact,
  postCustom,
  postPartnership,
} from '@/tests/helpers/form-routes';
import fc from 'fast-check';
import type { LeadType } from '@/lib/db/schema';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { FORM_FIELDS } from '@/lib/forms';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { makeDocx, makePdf } from '@/tests/helpers/fixtures/resume-files';
import { VALID_LEADS, formUrl, setupLeadsContext } from '@/tests/helpers/lead-requests';

const HANDLERS: Record<LeadType, (request: Request) => Promise<Response>> = {
  contact: postContact,
  partnership: postPartnership,
  'custom-solution': postCustom,
  application: postApplication,
};
const ACCEPTED = [201, 400, 413, 415, 422];
const RUNS = 60;

/** Any JSON value, biased toward strings with control characters, unicode and long runs. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\r\n',
    '\u0000',
    '<script>',
    "'; drop table x;--",
    'true',
    'on',
    '1e309',
    '__proto__',
  ),
  fc.string({ maxLength: 20 }).map((s) => s.repeat(400)),
);
const anyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

function fieldObject(type: LeadType) {
  const names = [
    ...FORM_FIELDS[type].map((field) => field.name),
    HONEYPOT_FIELD,
    FORM_TOKEN_FIELD,
    'sourcePage',
    'utmSource',
    'idempotencyKey',
    '__proto__',
    'constructor',
  ];
  const base = type === 'application' ? {} : VALID_LEADS[type];
  return fc
    .record(Object.fromEntries(names.map((name) => [name, anyValue])), { requiredKeys: [] })
    .map((fields) => ({ ...base, ...fields }));
}

function request(type: LeadType, body: BodyInit, headers: Record<string, string>): Request {
  return new Request(formUrl(type), { method: 'POST', headers, body });
}

describe('fuzzed submissions never get a 500', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    setupLeadsContext(database.db, { rateLimit: { max: 100_000, windowSeconds: 600 } });
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });

  it.each(Object.keys(HANDLERS) as LeadType[])('%s: JSON bodies', async (type) => {
    await fc.assert(
      fc.asyncProperty(fieldObject(type), fc.option(nastyString), async (fields, key) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (key !== null) headers['idempotency-key'] = key.replace(/[^\x20-\x7e]/g, '');
        const response = await HANDLERS[type](request(type, JSON.stringify(fields), headers));
        expect(ACCEPTED).toContain(response.status);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(Object.keys(HANDLERS) as LeadType[])(
    '%s: raw bytes under any content type',
    async (type) => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 2000 }),
          fc.constantFrom(
            'application/json',
            'multipart/form-data; boundary=x',
            'multipart/form-data',
            'application/x-www-form-urlencoded',
            'text/plain',
            '',
          ),
          async (bytes, contentType) => {
            const response = await HANDLERS[type](
              request(type, bytes, contentType ? { 'content-type': contentType } : {}),
            );
            expect(ACCEPTED).toContain(response.status);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('application: multipart with arbitrary fields and files', async () => {
    const file = fc.record({
      name: fc.oneof(
        nastyString,
        fc.constantFrom('cv.pdf', 'cv.docx', 'cv.doc', 'CV.PDF', '../../etc/passwd.pdf'),
      ),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 4000 }),
        fc.constant(new Uint8Array(makePdf())),
        fc.constant(new Uint8Array(makeDocx())),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...FORM_FIELDS.application.map((f) => f.name), HONEYPOT_FIELD),
          nastyString,
        ),
        fc.option(file),
        async (fields, resume) => {
          const form = new FormData();
          for (const [name, value] of Object.entries({ jobId: 'job-default-1', ...fields }))
            form.append(name, value);
          if (resume)
            form.append('resume', new File([new Uint8Array(resume.bytes)], resume.name || 'x'));
          const response = await postApplication(request('application', form, {}));
          expect(ACCEPTED).toContain(response.status);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
