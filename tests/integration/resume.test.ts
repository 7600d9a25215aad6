import { postApplication } from '@/tests/helpers/form-routes';
import { eq } from 'drizzle-orm';
import { applicationResumes } from '@/lib/db/schema';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { checkResume } from '@/lib/leads/resume-check';
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from '@/lib/forms/resume-limits';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import { makeDocx, makePdf, makeZip } from '@/tests/helpers/fixtures/resume-files';
import {
  APPLICATION_FIELDS,
  applicationRequest,
  fixture,
  responseJson,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(2048, 1),
]);

describe('resume upload', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    setupLeadsContext(database.db);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });

  async function upload(name: string, bytes: Buffer) {
    const response = await postApplication(applicationRequest(APPLICATION_FIELDS, { name, bytes }));
    return { status: response.status, body: await responseJson(response) };
  }

  it.each([
    ['resume.pdf', 'application/pdf'],
    ['resume.doc', 'application/msword'],
    ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts a real %s and stores it with name, type and size', async (name, mediaType) => {
    const bytes = fixture(name);
    const { status, body } = await upload(name.toUpperCase(), bytes);
    expect(status).toBe(201);
    const [row] = await database.db
      .select()
      .from(applicationResumes)
      .where(eq(applicationResumes.applicationId, String(body.id)));
    expect(row).toMatchObject({ fileName: name.toUpperCase(), mediaType, size: bytes.length });
  });

  it.each([
    ['a renamed .exe (as .pdf)', 'setup.pdf', EXE, RESUME_MESSAGES.notPdf],
    ['a renamed .exe (as .docx)', 'setup.docx', EXE, RESUME_MESSAGES.notDocx],
    ['a renamed .exe (as .doc)', 'setup.doc', EXE, RESUME_MESSAGES.notDoc],
    ['an .exe', 'setup.exe', EXE, RESUME_MESSAGES.wrongType],
    [
      'a .pdf without %PDF-',
      'cv.pdf',
      Buffer.from('Hello, I am a resume in plain text.'),
      RESUME_MESSAGES.notPdf,
    ],
    [
      'a docx zip without word/document.xml',
      'cv.docx',
      makeZip({ 'readme.txt': 'hi' }),
      RESUME_MESSAGES.notDocx,
    ],
    ['a pdf named .docx', 'cv.docx', makePdf(), RESUME_MESSAGES.notDocx],
    ['an empty file', 'cv.pdf', Buffer.alloc(0), RESUME_MESSAGES.missing],
  ])('rejects %s with a clear message', async (_label, name, bytes, message) => {
    expect(await upload(name, bytes)).toEqual({
      status: 422,
      body: {
        error: {
          code: 'invalid_fields',
          message: 'Please correct the highlighted fields.',
          fields: { resume: message },
        },
      },
    });
  });

  it('rejects a file one byte over 10 MB and accepts one of exactly 10 MB', async () => {
    const over = Buffer.concat([
      makePdf(),
      Buffer.alloc(MAX_RESUME_BYTES + 1 - makePdf().length, 0x20),
    ]);
    expect(over.length).toBe(10 * 1024 * 1024 + 1);
    expect(await upload('big.pdf', over)).toEqual({
      status: 422,
      body: {
        error: {
          code: 'invalid_fields',
          message: 'Please correct the highlighted fields.',
          fields: { resume: 'The resume must be 10 MB or smaller.' },
        },
      },
    });
    expect((await upload('exact.pdf', over.subarray(0, MAX_RESUME_BYTES))).status).toBe(201);
  });

  it('caps a docx by entry count and by declared unpacked size, without unpacking it', async () => {
    const many: Record<string, string> = { 'word/document.xml': '<w:document/>' };
    for (let i = 0; i < 2001; i += 1) many[`word/media/${i}.txt`] = '';
    expect(await checkResume('cv.docx', makeZip(many))).toEqual({
      ok: false,
      message: RESUME_MESSAGES.notDocx,
    });
    const bomb = makeZip({ 'word/document.xml': '<w:document/>', 'word/big.bin': 'x' });
    // Declare 4 GB unpacked for the second entry in its central-directory record.
    const central = bomb.lastIndexOf(Buffer.from('504b0102', 'hex'));
    bomb.writeUInt32LE(0xfffffff0, central + 24);
    expect(await checkResume('cv.docx', bomb)).toEqual({
      ok: false,
      message: RESUME_MESSAGES.notDocx,
    });
    expect(await checkResume('cv.docx', makeDocx())).toMatchObject({ ok: true, kind: 'docx' });
  });
});
