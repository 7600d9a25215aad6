import { DATABASE_KINDS, type TestDatabase } from '@/tests/helpers/db';
import {
  adminCookie,
  callAdmin,
  releaseTestDatabase,
  useTestDatabase,
  type RouteCall,
} from '@/tests/integration/admin-harness';

/**
 * Hostile input on every admin endpoint that takes a body, a query or a path id: U+0000 (which
 * PostgreSQL refuses in text and jsonb), lone UTF-16 surrogates (which jsonb refuses), dates out
 * of the database's range and wrong types. Each must be the caller's error (4xx naming the field),
 * never a 500 from deep inside a database write.
 */

const NUL = 'a\u0000b';
const HIGH = 'a\ud800b';
const LOW = 'a\udc00b';

const JOB = {
  title: 'Test Engineer',
  function: 'tech',
  description: 'Builds and tests voice agents.',
  qualifications: '- Testing\n- More testing',
  location: 'Remote',
  salaryRange: '$1 - $2',
  isActive: true,
};
const PIXEL = { name: 'P', location: 'head', code: '<script>1</script>' };
const HOOK = 'http://127.0.0.1:9/hook';

interface Probe extends RouteCall {
  name: string;
  route: string;
  status: number;
  /** The field (or query parameter) the answer must name. */
  field?: string;
}

const body = (route: string, method: string, payload: unknown, field: string): Probe => ({
  name: `${method} ${route} ${field}=${JSON.stringify(payload).slice(0, 60)}`,
  route,
  method,
  params: route.includes('[id]') ? { id: 'job-default-2' } : undefined,
  body: payload,
  status: 422,
  field,
});

const query = (route: string, text: string, field: string, params?: Record<string, string>) => ({
  name: `GET ${route}?${text}`,
  route,
  method: 'GET',
  query: text,
  params,
  status: 400,
  field,
});

const pathId = (
  route: string,
  method: string,
  params: Record<string, string>,
  payload?: unknown,
) => ({
  name: `${method} ${route} ${JSON.stringify(params)}`,
  route,
  method,
  params,
  body: payload,
  status: 404,
});

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const field of ['title', 'description', 'qualifications', 'location', 'salaryRange']) {
    for (const bad of [NUL, HIGH, LOW]) {
      list.push(
        body('jobs', 'POST', { ...JOB, [field]: `${JOB[field as keyof typeof JOB]}${bad}` }, field),
      );
    }
    list.push(body('jobs/[id]', 'PUT', { ...JOB, [field]: NUL }, field));
    list.push(body('jobs', 'POST', { ...JOB, [field]: 42 }, field));
  }
  list.push(body('jobs', 'POST', { ...JOB, isActive: 'yes' }, 'isActive'));
  list.push(body('jobs', 'POST', { ...JOB, function: NUL }, 'function'));
  list.push(body('jobs/[id]/active', 'PUT', { isActive: 'no' }, 'isActive'));
  for (const field of ['name', 'code']) {
    for (const bad of [NUL, HIGH, LOW]) {
      list.push(body('pixels', 'POST', { ...PIXEL, [field]: bad }, field));
    }
    list.push({
      ...body('pixels/[id]', 'PUT', { ...PIXEL, [field]: NUL }, field),
      params: { id: 'pixel-1' },
    });
    list.push(body('pixels', 'POST', { ...PIXEL, [field]: ['x'] }, field));
  }
  list.push(body('pixels', 'POST', { ...PIXEL, location: NUL }, 'location'));
  list.push({
    ...body('pixels/[id]', 'PATCH', { enabled: 1 }, 'enabled'),
    params: { id: 'pixel-1' },
  });
  for (const bad of [`${HOOK}${NUL}`, `${HOOK}${HIGH}`, `${HOOK}${LOW}`]) {
    list.push(body('webhooks', 'PUT', { contactFormWebhook: bad }, 'contactFormWebhook'));
    list.push(body('webhooks', 'PUT', { emailWebhook: bad }, 'emailWebhook'));
    list.push(body('webhooks/test', 'POST', { form: 'contact', url: bad }, 'url'));
    list.push(body('email', 'PUT', { emailWebhook: bad }, 'emailWebhook'));
    list.push(body('email/test', 'POST', { formType: 'contact', url: bad }, 'url'));
  }
  list.push(body('webhooks', 'PUT', { partnerFormWebhook: 7 }, 'partnerFormWebhook'));
  list.push(body('webhooks/test', 'POST', { form: NUL, url: HOOK }, 'form'));
  list.push(body('email', 'PUT', { emailWebhook: null }, 'emailWebhook'));
  list.push(body('email/test', 'POST', { formType: HIGH, url: HOOK }, 'formType'));

  const contact = { type: 'contact' };
  for (const [route, params] of [
    ['leads', undefined],
    ['leads/[type]/export', contact],
  ] as const) {
    list.push(query(route, 'q=%00', 'q', params));
    list.push(query(route, 'q=a%00b', 'q', params));
    list.push(query(route, 'to=9999-12-31', 'to', params));
    list.push(query(route, 'from=0000-01-01', 'from', params));
    list.push(query(route, 'from=-271821-04-20', 'from', params));
    list.push(query(route, 'to=2026-02-30', 'to', params));
    list.push(query(route, 'from=yesterday', 'from', params));
  }
  list.push(query('leads', 'pageSize=many', 'pageSize'));
  list.push(query('leads', 'page=%00', 'page'));
  list.push(query('leads', 'status=%00', 'status'));
  const someLead = { type: 'contact', id: '00000000-0000-4000-8000-000000000000' };
  for (const bad of [NUL, HIGH, LOW, 42, null]) {
    list.push({
      ...body('leads/[type]/[id]', 'PATCH', { status: bad }, 'status'),
      params: someLead,
    });
    list.push({
      ...body('leads/[type]/[id]/notes', 'POST', { body: bad }, 'body'),
      params: someLead,
    });
  }
  list.push(query('leads', 'form=%00', 'form'));
  list.push(query('deliveries', 'status=%00', 'status'));
  list.push(query('deliveries', 'leadId=%00', 'leadId'));
  list.push(query('deliveries', 'limit=-1', 'limit'));
  list.push(query('deliveries', 'offset=1e400', 'offset'));
  list.push(query('audit', 'beforeId=%00', 'beforeId'));
  list.push(query('audit', 'limit=0', 'limit'));

  list.push(pathId('jobs/[id]', 'PUT', { id: NUL }, JOB));
  list.push(pathId('jobs/[id]', 'DELETE', { id: NUL }));
  list.push(pathId('jobs/[id]/active', 'PUT', { id: NUL }, { isActive: true }));
  list.push(pathId('pixels/[id]', 'PUT', { id: NUL }, PIXEL));
  list.push(pathId('pixels/[id]', 'PATCH', { id: NUL }, { enabled: true }));
  list.push(pathId('pixels/[id]', 'DELETE', { id: NUL }));
  list.push(pathId('deliveries/[id]/retry', 'POST', { id: NUL }));
  list.push(pathId('leads/[type]/[id]', 'GET', { type: 'contact', id: NUL }));
  list.push(pathId('leads/[type]/[id]', 'GET', { type: NUL, id: 'x' }));
  list.push(pathId('leads/[type]/[id]/resume', 'GET', { type: 'application', id: NUL }));
  list.push(pathId('leads/[type]/[id]', 'PATCH', { type: 'contact', id: NUL }, { status: 'won' }));
  list.push(pathId('leads/[type]/[id]', 'PATCH', { type: HIGH, id: 'x' }, { status: 'won' }));
  list.push(
    pathId('leads/[type]/[id]/notes', 'POST', { type: 'contact', id: NUL }, { body: 'Note' }),
  );
  list.push(pathId('leads/[type]/export', 'GET', { type: HIGH }));
  list.push(pathId('webhooks/[key]/secret', 'GET', { key: NUL }));
  list.push(pathId('webhooks/[key]/secret', 'POST', { key: NUL }));
  return list;
}

describe.each(DATABASE_KINDS)('hostile admin input on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    cookie = await adminCookie(database);
    const { createPixel } = await import('@/lib/pixels/pixel-store');
    await createPixel(database.db, { ...PIXEL, location: 'head', enabled: true }, {}, new Date(1));
  });

  afterAll(async () => {
    await releaseTestDatabase(database);
  });

  it('answers every probe with a 4xx naming the field', async () => {
    const results: string[] = [];
    const expected: string[] = [];
    for (const probe of probes()) {
      const response = await callAdmin(probe.route, { ...probe, cookie });
      const json = (await response.json()) as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      };
      const named = probe.field ? Boolean(json.error?.fields?.[probe.field]) : true;
      const explained =
        typeof json.error?.code === 'string' && typeof json.error.message === 'string' && named;
      // A wrong answer carries the body, so the failure says why.
      results.push(
        `${probe.name} -> ${response.status}${explained ? '' : ` ${JSON.stringify(json)}`}`,
      );
      expected.push(`${probe.name} -> ${probe.status}`);
    }
    expect(results).toEqual(expected);
  });

  it('names the unsupported characters in the message', async () => {
    const response = await callAdmin('jobs', {
      method: 'POST',
      cookie,
      body: { ...JOB, location: `Remote${NUL}` },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'invalid_fields',
        fields: { location: 'Please remove unsupported characters.' },
      },
    });
  });

  it('names the date range of a date filter out of range', async () => {
    const response = await callAdmin('leads', { cookie, query: 'to=9999-12-31' });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('bad_request');
    expect(json.error.message).toContain('to');
    expect(json.error.message).toContain('1900-01-01');
  });

  it('still accepts the widest sane range and well-formed emoji', async () => {
    const range = await callAdmin('leads', {
      cookie,
      query: 'from=1900-01-01&to=2999-12-31&q=%F0%9F%98%80',
    });
    expect(range.status).toBe(200);
    const job = await callAdmin('jobs', {
      method: 'POST',
      cookie,
      body: { ...JOB, title: 'Voice engineer 🎙️' },
    });
    expect(job.status).toBe(201);
  });
});
