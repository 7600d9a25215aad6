import { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { siteConfig } from '@/lib/config/site';
import { proxy } from '@/proxy';

// The public site and the admin on origins of their own (read when first used, below).
process.env.SITE_URL = 'https://www.sonara.test';
process.env.ADMIN_URL = 'https://admin.sonara.test';

function request(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const { host } = new URL(url);
  return new NextRequest(url, { method: init.method, headers: { host, ...init.headers } });
}

describe('an admin with its own origin (ADMIN_URL)', () => {
  it('answers its API only on the admin host', async () => {
    const fromSite = await proxy(request('https://www.sonara.test/api/admin/leads'));
    expect(fromSite.status).toBe(404);
    const signIn = await proxy(
      request('https://www.sonara.test/api/auth/sign-in/username', { method: 'POST' }),
    );
    expect(signIn.status).toBe(404);
    const onAdmin = await proxy(request('https://admin.sonara.test/api/admin/leads'));
    expect(onAdmin.headers.get('x-middleware-next')).toBe('1');
  });

  it('gives /admin its nonce CSP (the page itself sends visitors of the public host across)', async () => {
    for (const url of ['https://www.sonara.test/admin', 'https://admin.sonara.test/admin']) {
      const response = await proxy(request(url));
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
    }
  });

  it('refuses a write to the admin API sent from the public site', async () => {
    const response = await proxy(
      request('https://admin.sonara.test/api/admin/pixels', {
        method: 'POST',
        headers: { origin: 'https://www.sonara.test', 'sec-fetch-site': 'same-site' },
      }),
    );
    expect(response.status).toBe(403);
  });

  it("refuses a public page's write to the admin host even without Fetch Metadata", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const response = await proxy(
        request('https://admin.sonara.test/api/admin/pixels', {
          method: 'POST',
          headers: { origin: 'https://www.sonara.test' },
        }),
      );
      expect(response.status).toBe(403);
      // The admin host's own origin is accepted: the dashboard's writes go through.
      const own = await proxy(
        request('https://admin.sonara.test/api/admin/pixels', {
          method: 'POST',
          headers: { origin: 'https://admin.sonara.test' },
        }),
      );
      expect(own.headers.get('x-middleware-next')).toBe('1');
      await expect(
        requireAdmin({
          headers: new Headers({ host: 'admin.sonara.test', origin: 'https://www.sonara.test' }),
          method: 'POST',
          url: 'https://admin.sonara.test/api/admin/pixels',
        }),
      ).rejects.toMatchObject({ status: 403, message: 'Cross-site request refused.' });
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses, in requireAdmin, a request that reached the public host', async () => {
    const attempt = requireAdmin({
      headers: new Headers({ host: 'www.sonara.test', cookie: 'sonara.session_token=x' }),
      method: 'GET',
    });
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ code: 'forbidden', status: 403 });
  });

  it('links the footer to the admin on its own origin', () => {
    expect(siteConfig()).toMatchObject({
      adminUrl: 'https://admin.sonara.test',
      adminPage: 'https://admin.sonara.test/admin',
    });
  });
});
