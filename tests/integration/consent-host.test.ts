import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { CONSENT_ENDPOINT } from '@/lib/consent/contract';

// The public site and the admin on hosts of their own (read by the proxy on each request).
process.env.SITE_URL = 'https://www.sonara.test';
process.env.ADMIN_URL = 'https://admin.sonara.test';

function post(host: string, origin: string) {
  return proxy(
    new NextRequest(`https://${host}${CONSENT_ENDPOINT}`, {
      method: 'POST',
      headers: { host, origin, 'sec-fetch-site': 'same-origin' },
    }),
  );
}

describe('the consent endpoint and the admin host', () => {
  it('is served on the public host, where the banner runs', async () => {
    const response = await post('www.sonara.test', 'https://www.sonara.test');
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('is not served on the admin host, which shows no banner', async () => {
    const response = await post('admin.sonara.test', 'https://admin.sonara.test');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-next')).toBeNull();
  });
});
