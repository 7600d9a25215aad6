import { createAdminUser } from '@/lib/auth/admin-users';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '@/tests/helpers/db';

export const SITE = 'http://127.0.0.1:3999';
export const ADMIN = { username: 'test_admin', password: 'correct horse battery staple' };

/** Points the app's process-wide database handle (getDb) at a throwaway test database. */
export async function useTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  process.env.SITE_URL ??= SITE;
  process.env.BETTER_AUTH_SECRET ??= 'integration-secret-integration-secret-0123';
  const database = await createTestDatabase(kind);
  (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.db')] = database;
  return database;
}

export async function releaseTestDatabase(database: TestDatabase | undefined): Promise<void> {
  (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.db')] = undefined;
  (globalThis as Record<symbol, unknown>)[Symbol.for('sonara.auth')] = undefined;
  await database?.destroy();
}

export async function createAdmin(
  database: TestDatabase,
  role = 'admin',
  username = ADMIN.username,
) {
  const result = await createAdminUser(database.db, { username, password: ADMIN.password, role });
  if (!result.ok) throw new Error(result.message);
  return result.userId;
}

/** `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieHeader(response: Response, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split('; ').filter(Boolean)) {
    const [name, ...rest] = pair.split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...rest] = (pair ?? '').split('=');
    if (!name) continue;
    const value = rest.join('=');
    if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** A multipart body (an upload), sent instead of `body` as JSON. */
  form?: FormData;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A same-origin browser-like request to the site. */
export function siteRequest(
  path: string,
  { method = 'GET', body, form, cookie, headers = {} }: CallOptions = {},
) {
  const init: RequestInit = {
    method,
    headers: {
      ...(method === 'GET' ? {} : { origin: SITE, 'sec-fetch-site': 'same-origin' }),
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  };
  return new Request(`${SITE}${path}`, init);
}

/** Calls the better-auth route handler. */
export async function authCall(path: string, options: CallOptions = {}): Promise<Response> {
  const { POST, GET } = await import('@/app/api/auth/[...all]/route');
  const method = options.method ?? 'POST';
  const request = siteRequest(`/api/auth${path}`, { ...options, method });
  return method === 'GET' ? GET(request) : POST(request);
}

/** Signs in through the real endpoint and returns the session cookie header. */
export async function signIn(
  username = ADMIN.username,
  password = ADMIN.password,
  headers: Record<string, string> = {},
): Promise<{ response: Response; cookie: string }> {
  const response = await authCall('/sign-in/username', {
    method: 'POST',
    body: { username, password },
    headers,
  });
  return { response, cookie: cookieHeader(response) };
}

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface RouteCall extends CallOptions {
  params?: Record<string, string>;
  query?: string;
}

/** Calls an admin route module's handler (`app/api/admin/<route>/route.ts`) like Next would. */
export async function callAdmin(route: string, options: RouteCall = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const routeModule = (await import(`@/app/api/admin/${route}/route`)) as Record<
    string,
    RouteHandler
  >;
  const handler = routeModule[method];
  if (!handler) throw new Error(`${route} has no ${method} handler`);
  const path = route.replace(/\[(\w+)\]/g, (_, name: string) => options.params?.[name] ?? name);
  const request = siteRequest(`/api/admin/${path}${options.query ? `?${options.query}` : ''}`, {
    ...options,
    method,
  });
  return handler(request, { params: Promise.resolve(options.params ?? {}) });
}

/** Signs in the test admin (created on first use) and returns its cookie. */
export async function adminCookie(database: TestDatabase): Promise<string> {
  const { user } = await import('@/lib/db/schema');
  const existing = await database.db.select({ id: user.id }).from(user);
  if (existing.length === 0) await createAdmin(database);
  const { response, cookie } = await signIn();
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}
