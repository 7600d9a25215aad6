import { auditLog } from '@/lib/db/schema';
import { listAudit, redactDetails, writeAudit } from '@/lib/audit/audit-log';
import type { AuditEntryView } from '@/lib/admin/audit-view';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  signIn,
  useTestDatabase,
} from '@/tests/integration/admin-harness';

it('never keeps secret-looking details', () => {
  expect(
    redactDetails({
      password: 'x',
      newPassword: 'x',
      secret: 'x',
      code: '123456',
      token: 't',
      backupCodes: ['a'],
      statusCode: 500,
      name: 'Meta Pixel',
    }),
  ).toEqual({ statusCode: 500, name: 'Meta Pixel' });
  expect(redactDetails({ password: 'x' })).toBeNull();
});

describe.each(DATABASE_KINDS)('audit log on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('records who, what and when, including failed sign-ins', async () => {
    await signIn('test_admin', 'definitely not it');
    await signIn('nobody_here', 'definitely not it');
    const rows = await listAudit(database.db);
    const failures = rows.filter((row) => row.action === 'auth.sign-in.failed');
    expect(failures.map((row) => row.actorName).sort()).toEqual(['nobody_here', 'test_admin']);
    const success = rows.find((row) => row.action === 'auth.sign-in');
    expect(success?.actorId).toMatch(/\S/);
    expect(success?.at).toBeInstanceOf(Date);
    expect(JSON.stringify(rows)).not.toContain('definitely not it');
  });

  it('pages newest first through the admin endpoint', async () => {
    for (let index = 0; index < 5; index += 1) {
      await writeAudit(database.db, { actor: { name: 'tester' }, action: `test.step-${index}` });
    }
    const first = (await (
      await callAdmin('audit', { query: 'limit=2', cookie })
    ).json()) as AuditEntryView[];
    expect(first.map((row) => row.action)).toEqual(['test.step-4', 'test.step-3']);
    const next = (await (
      await callAdmin('audit', { query: `limit=2&beforeId=${first[1]?.id}`, cookie })
    ).json()) as AuditEntryView[];
    expect(next.map((row) => row.action)).toEqual(['test.step-2', 'test.step-1']);
    const bad = await callAdmin('audit', { query: 'limit=0', cookie });
    expect(bad.status).toBe(400);
    expect(await database.db.select().from(auditLog)).not.toHaveLength(0);
  });
});
