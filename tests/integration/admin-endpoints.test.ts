import { readFileSync, readdirSync } from 'node:fs';
import { parseCsv } from '@/tests/helpers/parse-csv';
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
  insertCustomSolutionLead,
  insertDeadDelivery,
  insertPartnerLead,
  insertSchedulingFixtures,
} from '@/tests/integration/admin-fixtures';

interface Case {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** A multipart body (an upload). */
  form?: FormData;
  /** Status of a valid call by an admin. */
  ok: number;
}

interface Fixtures {
  contactId: string;
  applicationId: string;
  deliveryId: string;
  /** Each form's one stored lead. */
  ids: Record<string, string>;
  /** A team member with a calendar address, and a routing rule. */
  memberId: string;
  ruleId: string;
}

const MEMBER = {
  name: 'Endpoint Member',
  email: 'endpoint-member@example.com',
  timeZone: 'America/New_York',
  weeklyHours: {
    '0': [],
    '1': [{ start: 540, end: 1080 }],
    '2': [],
    '3': [],
    '4': [],
    '5': [],
    '6': [],
  },
};
const MEETING_TYPE = {
  name: 'Demo',
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 240,
  daysAhead: 14,
};

const POST = {
  title: 'A Post Written in the Admin',
  excerpt: 'An excerpt long enough to pass the checks.',
  body: '## Hello\n\nWorld.',
  tags: ['AI Voice Agents'],
  imageSrc: '/images/blog/solutions-comparison.svg',
  imageAlt: 'A comparison chart',
  imageWidth: 1200,
  imageHeight: 630,
};
const SEEDED_POST = 'post-seed-the-roi-of-implementing-ai-voice-agents-for-small-businesses';

/** An upload form holding a 1 × 1 PNG. */
function imageForm(): FormData {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
  return form;
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
    { route: 'consent', method: 'GET', ok: 200 },
    { route: 'consent', method: 'PUT', body: { mode: 'opt-out' }, ok: 200 },
    { route: 'consent/log', method: 'GET', ok: 200 },
    { route: 'consent/export', method: 'GET', ok: 200 },
    { route: 'analytics', method: 'GET', ok: 200 },
    { route: 'analytics', method: 'PUT', body: { enabled: true }, ok: 200 },
    { route: 'analytics/report', method: 'GET', query: 'days=7', ok: 200 },
    { route: 'analytics/export', method: 'GET', query: 'days=7&table=pages', ok: 200 },
    { route: 'deliveries', method: 'GET', ok: 200 },
    { route: 'deliveries/[id]/retry', method: 'POST', params: { id: f.deliveryId }, ok: 200 },
    { route: 'email', method: 'GET', ok: 200 },
    { route: 'email', method: 'PUT', body: { emailWebhook: '' }, ok: 200 },
    { route: 'email/templates', method: 'GET', ok: 200 },
    {
      route: 'email/notify',
      method: 'PUT',
      body: { notifyRecipients: { contact: 'sales@example.com' } },
      ok: 200,
    },
    {
      route: 'email/test',
      method: 'POST',
      body: { formType: 'contact', url: 'http://127.0.0.1:9/hook' },
      ok: 200,
    },
    { route: 'blog', method: 'GET', query: 'status=published&tag=roi&q=voice', ok: 200 },
    { route: 'blog', method: 'POST', body: POST, ok: 201 },
    { route: 'blog/images', method: 'POST', form: imageForm(), ok: 201 },
    { route: 'blog/tags', method: 'GET', ok: 200 },
    { route: 'blog/render', method: 'POST', body: { body: '## Heading' }, ok: 200 },
    { route: 'blog/[id]', method: 'GET', params: { id: SEEDED_POST }, ok: 200 },
    { route: 'blog/[id]', method: 'PUT', params: { id: SEEDED_POST }, body: POST, ok: 200 },
    { route: 'blog/[id]/revisions', method: 'GET', params: { id: SEEDED_POST }, ok: 200 },
    {
      route: 'blog/[id]/revisions/[revisionId]/restore',
      method: 'POST',
      params: { id: SEEDED_POST, revisionId: '1' },
      ok: 200,
    },
    { route: 'blog/[id]/preview', method: 'POST', params: { id: SEEDED_POST }, ok: 201 },
    // A published post is unpublished before it can be scheduled again.
    { route: 'blog/[id]/unpublish', method: 'POST', params: { id: SEEDED_POST }, ok: 200 },
    {
      route: 'blog/[id]/schedule',
      method: 'POST',
      params: { id: SEEDED_POST },
      body: { publishAt: '2099-01-01T09:00:00Z' },
      ok: 200,
    },
    { route: 'blog/[id]/publish', method: 'POST', params: { id: SEEDED_POST }, ok: 200 },
    { route: 'blog/[id]/archive', method: 'POST', params: { id: SEEDED_POST }, ok: 200 },
    { route: 'blog/[id]', method: 'DELETE', params: { id: SEEDED_POST }, ok: 200 },
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
    { route: 'leads/unread', method: 'GET', ok: 200 },
    {
      route: 'leads/[type]/[id]',
      method: 'PATCH',
      params: { type: 'contact', id: f.contactId },
      body: { status: 'contacted' },
      ok: 200,
    },
    {
      route: 'leads/[type]/[id]/notes',
      method: 'POST',
      params: { type: 'contact', id: f.contactId },
      body: { body: 'Called back.' },
      ok: 201,
    },
    {
      route: 'leads/[type]/[id]/resume',
      method: 'GET',
      params: { type: 'application', id: f.applicationId },
      ok: 200,
    },
    { route: 'leads/[type]/export', method: 'GET', params: { type: 'contact' }, ok: 200 },
    {
      route: 'leads/[type]/[id]/not-spam',
      method: 'GET',
      params: { type: 'contact', id: f.contactId },
      ok: 200,
    },
    {
      route: 'leads/[type]/[id]/not-spam',
      method: 'POST',
      params: { type: 'contact', id: f.contactId },
      ok: 200,
    },
    {
      route: 'privacy/export',
      method: 'POST',
      body: { email: 'nobody@example.com' },
      ok: 200,
    },
    { route: 'privacy/erase', method: 'POST', body: { email: 'nobody@example.com' }, ok: 200 },
    { route: 'retention', method: 'GET', ok: 200 },
    { route: 'retention', method: 'PUT', body: { leadMonths: null, resumeDays: null }, ok: 200 },
    { route: 'overview', method: 'GET', ok: 200 },
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
    { route: 'scheduling', method: 'GET', ok: 200 },
    { route: 'scheduling/members', method: 'POST', body: MEMBER, ok: 201 },
    {
      route: 'scheduling/members/[id]',
      method: 'PUT',
      params: { id: f.memberId },
      body: {
        ...MEMBER,
        email: 'endpoint-member-2@example.com',
        calendarUrl: 'http://127.0.0.1:9/cal/',
      },
      ok: 200,
    },
    {
      route: 'scheduling/members/[id]/calendar-test',
      method: 'POST',
      params: { id: f.memberId },
      ok: 200,
    },
    {
      route: 'scheduling/meeting-types/[id]',
      method: 'PUT',
      params: { id: 'demo' },
      body: MEETING_TYPE,
      ok: 200,
    },
    {
      route: 'scheduling/rules',
      method: 'POST',
      body: {
        name: 'Endpoint Rule',
        formType: 'contact',
        meetingTypeId: 'demo',
        members: [{ memberId: f.memberId, weight: 1 }],
      },
      ok: 201,
    },
    {
      route: 'scheduling/rules/[id]',
      method: 'PUT',
      params: { id: f.ruleId },
      body: {
        name: 'Endpoint Rule Renamed',
        formType: '',
        conditions: { industry: ['dental'] },
        meetingTypeId: 'demo',
        members: [{ memberId: f.memberId, weight: 3 }],
      },
      ok: 200,
    },
    {
      route: 'scheduling/rules/[id]/move',
      method: 'POST',
      params: { id: f.ruleId },
      body: { direction: 'down' },
      ok: 200,
    },
    { route: 'scheduling/rules/[id]', method: 'DELETE', params: { id: f.ruleId }, ok: 200 },
    { route: 'scheduling/members/[id]', method: 'DELETE', params: { id: f.memberId }, ok: 200 },
  ];
}

const NO_FIXTURES: Fixtures = {
  contactId: 'x',
  applicationId: 'x',
  deliveryId: 'x',
  ids: {},
  memberId: 'x',
  ruleId: 'x',
};

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
  expect(declared.length).toBeGreaterThanOrEqual(38);
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
    const partner = await insertPartnerLead(database);
    const custom = await insertCustomSolutionLead(database);
    const { memberId, ruleId } = await insertSchedulingFixtures(database);
    fixtures = {
      memberId,
      ruleId,
      contactId: contact.id,
      applicationId: application.id,
      deliveryId: delivery.id,
      ids: {
        contact: contact.id,
        application: application.id,
        partnership: partner.id,
        'custom-solution': custom.id,
      },
    };
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

  // Parameters and bodies a handler would refuse (404, 415, 422) must not be looked at first: a
  // caller without a session learns nothing about which forms, endpoints or ids exist.
  it.each(
    cases(NO_FIXTURES).flatMap((c) =>
      ['no-such-thing', 'a\u0000b'].map((bad) => {
        const params = Object.fromEntries(Object.keys(c.params ?? {}).map((key) => [key, bad]));
        return [`${describeCase(c)} with ${JSON.stringify(params)}`, { ...c, params }] as const;
      }),
    ),
  )('%s and a bad body or query is refused without a session (401)', async (_name, c) => {
    const response = await callAdmin(c.route, {
      ...c,
      query: 'to=9999-12-31&q=%00&limit=x',
      body: c.method === 'GET' ? undefined : { unexpected: '\u0000' },
      form: undefined,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Sign in to continue.' },
    });
  });

  it.each(
    cases(NO_FIXTURES)
      .filter((c) => c.body !== undefined || c.form !== undefined)
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

  it('answers the read endpoints with their content', async () => {
    const deliveries = (await (
      await callAdmin('deliveries', { cookie, query: 'status=dead' })
    ).json()) as { rows: Record<string, unknown>[]; total: number };
    expect(deliveries.total).toBe(1);
    expect(deliveries.rows).toEqual([
      expect.objectContaining({
        id: fixtures.deliveryId,
        leadType: 'contact',
        leadId: fixtures.contactId,
        kind: 'form-webhook',
        destination: 'http://127.0.0.1:9/hook',
        settingKey: 'contactFormWebhook',
        status: 'dead',
        attempts: 10,
        lastStatusCode: 500,
        lastError: 'HTTP 500',
      }),
    ]);
    expect(deliveries.rows[0]).not.toHaveProperty('payload');

    const email = await (await callAdmin('email', { cookie })).json();
    expect(email).toEqual({
      emailWebhook: '',
      emailWebhookDisabled: null,
      senders: {
        noReply: expect.stringContaining('@'),
        careers: expect.stringContaining('@'),
        salesReplyTo: expect.stringContaining('@'),
      },
      smtp: { configured: false },
      notifyRecipients: expect.objectContaining({ contact: expect.any(Array) }),
    });

    const templates = (await (await callAdmin('email/templates', { cookie })).json()) as {
      formType: string;
      subject: string;
      html: string;
      text: string;
    }[];
    expect(templates.map((t) => t.formType)).toEqual([
      'contact',
      'career',
      'partner',
      'customSolution',
    ]);
    for (const template of templates) {
      expect(template.subject.length).toBeGreaterThan(5);
      expect(template.html).toContain('<');
      expect(template.text.length).toBeGreaterThan(20);
      expect(template.html).not.toMatch(/\{\{|undefined/);
    }
  });

  // Each column is named by its form's own label ("Business Email" on the contact form).
  it.each([
    [
      'contact',
      'Company Name',
      'Analytical Engines',
      'Service Type',
      'Business Email',
      'Phone Number',
    ],
    [
      'partnership',
      'Website',
      'https://compiler.example.com',
      'Partnership Type',
      'Email',
      'Phone',
    ],
    ['application', 'Resume', 'résumé "final".pdf', 'Job Title', 'Email', 'Phone'],
    [
      'custom-solution',
      'Solution Type',
      'full-ai-call-center',
      'Company Size',
      'Email',
      'Phone Number',
    ],
  ])(
    'exports %s leads as CSV with its header and a row',
    async (type, column, value, other, email, phone) => {
      const response = await callAdmin('leads/[type]/export', { cookie, params: { type } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`${type}-leads-`);
      const [header = [], ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
      expect(header.slice(0, 6)).toEqual([
        'Lead ID',
        'Submitted At',
        'First Name',
        'Last Name',
        email,
        phone,
      ]);
      expect(header).toEqual(
        expect.arrayContaining([
          column,
          other,
          'First Touch Page',
          'First Touch UTM Campaign',
          'Last Touch Page',
          'Last Touch UTM Source',
          'User Agent',
        ]),
      );
      expect(rows).toHaveLength(1);
      const row = Object.fromEntries(header.map((name, index) => [name, rows[0]?.[index]]));
      expect(row['Lead ID']).toBe(fixtures.ids[type]);
      expect(row[column]).toBe(value);
      expect(Date.parse(row['Submitted At'] ?? '')).not.toBeNaN();
    },
  );

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
