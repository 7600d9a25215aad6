import { eq } from 'drizzle-orm';
import { contactRequests } from '@/lib/db/schema';
import { isSameOriginRequest, refuseCrossSite } from '@/lib/http/same-origin';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { DATABASE_KINDS } from '@/tests/helpers/db';
import { postContact } from '@/tests/helpers/form-routes';
import { VALID_LEADS, jsonRequest, setupLeadsContext } from '@/tests/helpers/lead-requests';
import {
  ADMIN,
  createAdmin,
  releaseTestDatabase,
  useTestDatabase,
} from '@/tests/integration/admin-harness';
import type { TestDatabase } from '@/tests/helpers/db';

// The configured address is localhost; the visitor typed the server's IP address instead.
process.env.SITE_URL = 'http://localhost:3999';
const TYPED = 'http://127.0.0.1:3999';

const LOCAL = { configured: ['http://localhost:3999'], trustProxy: false };
const post = (
  headers: Record<string, string>,
  url = 'http://localhost:3999/api/forms/contact',
) => ({
  headers: new Headers(headers),
  url,
});

describe('the same-origin check', () => {
  it('accepts what the browser calls same-origin', () => {
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-origin' }), LOCAL)).toBe(true);
  });

  it("accepts an Origin equal to the request's own Host, whatever SITE_URL says", () => {
    const typed = post({ host: '127.0.0.1:3999', origin: TYPED });
    expect(isSameOriginRequest(typed, LOCAL)).toBe(true);
    const lan = post({ host: '192.168.1.20:3999', origin: 'http://192.168.1.20:3999' });
    expect(isSameOriginRequest(lan, LOCAL)).toBe(true);
    // The configured origin is accepted on any Host (a proxy that rewrites Host).
    const configured = post({ host: 'app:3000', origin: 'http://localhost:3999' });
    expect(isSameOriginRequest(configured, LOCAL)).toBe(true);
  });

  it('takes X-Forwarded-Host and X-Forwarded-Proto only from a trusted proxy', () => {
    const forwarded = post({
      host: 'app:3000',
      origin: 'https://www.example.com',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(isSameOriginRequest(forwarded, LOCAL)).toBe(false);
    expect(isSameOriginRequest(forwarded, { ...LOCAL, trustProxy: true })).toBe(true);
    // The forwarded scheme counts too: http on an https site is another origin.
    const downgraded = post({
      host: 'app:3000',
      origin: 'http://www.example.com',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-proto': 'https',
    });
    expect(isSameOriginRequest(downgraded, { ...LOCAL, trustProxy: true })).toBe(false);
  });

  it('refuses another site, a null origin and cross-site fetches', () => {
    const host = { host: '127.0.0.1:3999' };
    expect(isSameOriginRequest(post({ ...host, origin: 'https://evil.example' }), LOCAL)).toBe(
      false,
    );
    expect(isSameOriginRequest(post({ ...host, origin: 'null' }), LOCAL)).toBe(false);
    const crossSite = { ...host, origin: TYPED, 'sec-fetch-site': 'cross-site' };
    expect(isSameOriginRequest(post(crossSite), LOCAL)).toBe(false);
    expect(isSameOriginRequest(post({ ...host, 'sec-fetch-site': 'same-site' }), LOCAL)).toBe(
      false,
    );
  });

  it("refuses a public page's script posting to the admin's host", () => {
    const admin = { configured: ['https://admin.example.com'], trustProxy: false };
    const fromPublicPage = post(
      {
        host: 'admin.example.com',
        origin: 'https://www.example.com',
        'sec-fetch-site': 'same-site',
      },
      'https://admin.example.com/api/admin/pixels',
    );
    expect(isSameOriginRequest(fromPublicPage, admin)).toBe(false);
    const fromAdmin = post(
      { host: 'admin.example.com', origin: 'https://admin.example.com' },
      'https://admin.example.com/api/admin/pixels',
    );
    expect(isSameOriginRequest(fromAdmin, admin)).toBe(true);
  });

  it('logs a refusal with the Origin it got and the origins it accepts', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const refused = post({ host: '127.0.0.1:3999', origin: 'https://evil.example' });
      expect(refuseCrossSite(refused, LOCAL, 'POST /api/forms/contact')).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]![0]);
      expect(line).toContain('POST /api/forms/contact');
      expect(line).toContain('origin https://evil.example');
      expect(line).toContain(`accepted: ${TYPED}, http://localhost:3999`);
      expect(line).toContain('http.cross-site-refused');
      expect(refuseCrossSite(post({ 'sec-fetch-site': 'same-origin' }), LOCAL, 'x')).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe.each(DATABASE_KINDS)('a site opened at another address than SITE_URL on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await createAdmin(database);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await releaseTestDatabase(database);
  });

  it('stores the lead of a form posted from there', async () => {
    setupLeadsContext(database.db, { siteUrl: 'http://localhost:3999' });
    const request = jsonRequest('contact', VALID_LEADS.contact, {
      host: '127.0.0.1:3999',
      origin: TYPED,
      // An older browser without Fetch Metadata: only Origin and Host tell.
      'sec-fetch-site': '',
    });
    const response = await postContact(request);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await database.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(rows).toHaveLength(1);
  });

  it('signs the admin in from there, also with a stale session cookie in the browser', async () => {
    const { POST } = await import('@/app/api/auth/[...all]/route');
    const response = await POST(
      new Request('http://localhost:3999/api/auth/sign-in/username', {
        method: 'POST',
        headers: {
          host: '127.0.0.1:3999',
          origin: TYPED,
          'content-type': 'application/json',
          // better-auth checks the origin of every request that carries a cookie.
          cookie: 'sonara.session_token=stale',
        },
        body: JSON.stringify(ADMIN),
      }),
    );
    expect(response.status).toBe(200);
  });

  it('still refuses a sign-in posted from another site', async () => {
    const { POST } = await import('@/app/api/auth/[...all]/route');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await POST(
        new Request('http://localhost:3999/api/auth/sign-in/username', {
          method: 'POST',
          headers: {
            host: '127.0.0.1:3999',
            origin: 'https://evil.example',
            'content-type': 'application/json',
            cookie: 'sonara.session_token=stale',
          },
          body: JSON.stringify(ADMIN),
        }),
      );
      expect(response.status).toBe(403);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
