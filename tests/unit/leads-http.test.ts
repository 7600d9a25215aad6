/** @jest-environment node */
import { clientAddress, peerAddressHeader } from '@/lib/http/client-address';
import { isSameOriginRequest } from '@/lib/http/same-origin';

const isCrossSiteFormPost = (request: Request, site: string) =>
  !isSameOriginRequest(request, { configured: [site], trustProxy: false });

const SITE = 'https://sonara.ai';
const post = (headers: Record<string, string>, url = 'https://sonara.ai/api/forms/contact') =>
  new Request(url, { method: 'POST', headers });

describe('cross-site check', () => {
  it('lets same-origin browser posts and non-browser clients through', () => {
    expect(isCrossSiteFormPost(post({ origin: SITE, 'sec-fetch-site': 'same-origin' }), SITE)).toBe(
      false,
    );
    expect(isCrossSiteFormPost(post({}), SITE)).toBe(false);
    // Behind a proxy the request URL is internal; the configured site origin still matches.
    expect(
      isCrossSiteFormPost(post({ origin: SITE }, 'http://10.0.0.5:3000/api/forms/contact'), SITE),
    ).toBe(false);
  });

  it('refuses another origin, a null origin and cross-site or same-site fetches', () => {
    expect(isCrossSiteFormPost(post({ origin: 'https://evil.example' }), SITE)).toBe(true);
    expect(isCrossSiteFormPost(post({ origin: 'null' }), SITE)).toBe(true);
    expect(isCrossSiteFormPost(post({ 'sec-fetch-site': 'cross-site' }), SITE)).toBe(true);
    expect(
      isCrossSiteFormPost(
        post({ 'sec-fetch-site': 'same-site', origin: 'https://blog.sonara.ai' }),
        SITE,
      ),
    ).toBe(true);
  });
});

describe('client address', () => {
  const headers = new Headers({
    'x-forwarded-for': '203.0.113.7, 198.51.100.2',
    'x-peer-address': '192.0.2.66',
    [peerAddressHeader()]: '192.0.2.10',
  });

  it('uses the last X-Forwarded-For entry only behind a trusted proxy', () => {
    expect(clientAddress(headers, true)).toBe('198.51.100.2');
  });

  it("uses only the address stamped under this process's secret header name", () => {
    expect(peerAddressHeader()).toMatch(/^x-peer-[0-9a-f]{24}$/);
    expect(clientAddress(headers, false)).toBe('192.0.2.10');
  });

  it('never takes a client-sent peer header or X-Forwarded-For for the stamp', () => {
    const forged = new Headers({
      'x-forwarded-for': '203.0.113.7',
      'x-peer-address': '192.0.2.66',
    });
    expect(clientAddress(forged, false)).toBeUndefined();
  });
});
