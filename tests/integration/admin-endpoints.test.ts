import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  createAdmin,
  releaseTestDatabase,
  signIn,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import {
  insertApplication,
  insertContactLead,
  insertDeadDelivery,
} from '@/tests/integration/admin-fixtures';

interface Case {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Status of a valid call by an admin. */
  ok: number;
}

interface Fixtures {
  contactId: string;
  applicationId: string;
  deliveryId: string;
}

const JOB = {
  title: 'Test Engineer',
  function: 'tech',
  description: 'Builds and tests voice agents.',
  qualifications: '- Testing\n- More testing',
  location: 'Remote',
  salaryRange: '$1 - $2',
  isActive: true,
};

function cases(f: Fixtures): Case[] {
  return [
    { route: 'session', method: 'GET', ok: 200 },
    { route: 'audit', method: 'GET', ok: 200 },
    { route: 'deliveries', method: 'GET', ok: 200 },
    { route: 'deliveries/[id]/retry', method: 'POST', params: { id: f.deliveryId }, ok: 200 },
    { route: 'email', method: 'GET', ok: 200 },
    { route: 'email', method: 'PUT', body: { emailWebhook: '' }, ok: 200 },
    { route: 'email/templates', method: 'GET', ok: 200 },
    {
      route: 'email/test',
      method: 'POST',
      body: { formType: 'contact', url: 'http://127.0.0.1:9/hook' },
      ok: 200,
    },
    { route: 'jobs', method: 'GET', ok: 200 },
    { route: 'jobs', method: 'POST', body: JOB, ok: 201 },
    { route: 'jobs/[id]', method: 'PUT', params: { id: 'job-default-2' }, body: JOB, ok: 200 },
    {
      route: 'jobs/[id]/active',
      method: 'PUT',
      params: { id: 'job-default-2' },
      body: { isActive: false },
      ok: 200,
    },
    { route: 'jobs/[id]', method: 'DELETE', params: { id: 'job-default-1' }, ok: 200 },
    { route: 'leads', method: 'GET', ok: 200 },
    {
      route: 'leads/[type]/[id]',
      method: 'GET',
      params: { type: 'contact', id: f.contactId },
      ok: 200,
    },
    {
      route: 'leads/[type]/[id]/resume',
      method: 'GET',
      params: { type: 'application', id: f.applicationId },
      ok: 200,
    },
    { route: 'leads/[type]/export', method: 'GET', params: { type: 'contact' }, ok: 200 },
    { route: 'pixels', method: 'GET', ok: 200 },
    {
      route: 'pixels',
      method: 'POST',
      body: { name: 'P', location: 'head', code: '<script>1</script>' },
      ok: 201,
    },
    {
      route: 'pixels/[id]',
      method: 'PUT',
      params: { id: 'pixel-1' },
      body: { name: 'P2', location: 'body', code: '<img src="/p.gif">' },
      ok: 200,
    },
    {
      route: 'pixels/[id]',
      method: 'PATCH',
      params: { id: 'pixel-1' },
      body: { enabled: false },
      ok: 200,
    },
    { route: 'pixels/[id]', method: 'DELETE', params: { id: 'pixel-1' }, ok: 200 },
    { route: 'pixels', method: 'DELETE', ok: 200 },
    {
      route: 'pixels/preview',
      method: 'POST',
      body: { location: 'head', code: '<div><script>1</script></div>' },
      ok: 200,
    },
    { route: 'webhooks', method: 'GET', ok: 200 },
    { route: 'webhooks', method: 'PUT', body: { contactFormWebhook: '' }, ok: 200 },
    {
      route: 'webhooks/test',
      method: 'POST',
      body: { form: 'contact', url: 'http://127.0.0.1:9/hook' },
      ok: 200,
    },
    {
      route: 'webhooks/[key]/secret',
      method: 'GET',
      params: { key: 'contactFormWebhook' },
      ok: 200,
    },
    {
      route: 'webhooks/[key]/secret',
      method: 'POST',
      params: { key: 'contactFormWebhook' },
      ok: 200,
    },
  ];
}

const NO_FIXTURES: Fixtures = { contactId: 'x', applicationId: 'x', deliveryId: 'x' };

function describeCase(c: Case) {
  return `${c.method} /api/admin/${c.route}`;
}

it('covers every admin route handler', () => {
  const root = path.join(process.cwd(), 'app/api/admin');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === 'route.ts',
  );
  const declared = files.flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const route = path.dirname(file);
    return [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
      (match) => `${match[1]} /api/admin/${route}`,
    );
  });
  const tested = new Set(cases(NO_FIXTURES).map(describeCase));
  expect(declared.filter((endpoint) => !tested.has(endpoint))).toEqual([]);
  expect(declared.length).toBeGreaterThanOrEqual(28);
});

describe.each(DATABASE_KINDS)('admin endpoints on %s', (kind) => {
  let database: TestDatabase;
  let fixtures: Fixtures;
  let cookie: string;
  let plainCookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    await createAdmin(database, 'user', 'plain_user');
    plainCookie = (await signIn('plain_user')).cookie;
    const contact = await insertContactLead(database);
    const application = await insertApplication(database);
    const delivery = await insertDeadDelivery(database, contact.id, 'http://127.0.0.1:9/hook');
    fixtures = { contactId: contact.id, applicationId: application.id, deliveryId: delivery.id };
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it.each(cases(NO_FIXTURES).map((c) => [describeCase(c), c] as const))(
    '%s refuses a request without a session (401)',
    async (_name, c) => {
      const response = await callAdmin(c.route, { ...c, params: { ...c.params } });
      expect(response.status).toBe(401);
    },
  );

  it.each(
    cases(NO_FIXTURES)
      .filter((c) => c.body !== undefined)
      .map((c) => [describeCase(c), c] as const),
  )('%s checks the session before the body it would refuse (401, not 415)', async (_name, c) => {
    const response = await callAdmin(c.route, { ...c, headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(401);
  });

  it.each(cases(NO_FIXTURES).map((c) => [describeCase(c), c] as const))(
    '%s refuses a signed-in non-admin (403)',
    async (_name, c) => {
      const response = await callAdmin(c.route, { ...c, cookie: plainCookie });
      expect(response.status).toBe(403);
    },
  );

  it.each(
    cases(NO_FIXTURES)
      .filter((c) => c.method !== 'GET')
      .map((c) => [describeCase(c), c] as const),
  )('%s refuses a cross-site request even with a session (403)', async (_name, c) => {
    const response = await callAdmin(c.route, {
      ...c,
      cookie,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('serves every endpoint to the admin', async () => {
    // Pixel routes need a real id: the first user pixel created gets a known one.
    const { createPixel } = await import('@/lib/pixels/pixel-store');
    const seed = { name: 'Seed', location: 'head' as const, code: '<i></i>', enabled: true };
    await createPixel(database.db, seed, {}, new Date(1));
    const results: string[] = [];
    for (const c of cases(fixtures)) {
      const response = await callAdmin(c.route, { ...c, cookie });
      const line = `${describeCase(c)} -> ${response.status}`;
      // A wrong status carries the body, so the failure says why.
      results.push(response.status === c.ok ? line : `${line}: ${await response.text()}`);
    }
    expect(results).toEqual(cases(fixtures).map((c) => `${describeCase(c)} -> ${c.ok}`));
  });
});
