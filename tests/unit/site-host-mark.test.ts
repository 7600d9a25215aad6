import fs from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { adminHostOf } from '@/lib/http/admin-host';
import { SITE_HOST_HEADER, markSiteHostRequest } from '@/lib/http/site-host-mark';

describe('site host mark', () => {
  it('marks a request for any host but the admin host', () => {
    const site: IncomingHttpHeaders = { host: 'www.example.com' };
    markSiteHostRequest(site, 'admin.example.com');
    expect(site[SITE_HOST_HEADER]).toBe('1');

    const withoutAdminUrl: IncomingHttpHeaders = { host: 'localhost:3000' };
    markSiteHostRequest(withoutAdminUrl, undefined);
    expect(withoutAdminUrl[SITE_HOST_HEADER]).toBe('1');
  });

  it('clears a mark a client sent itself for the admin host', () => {
    const forged: IncomingHttpHeaders = { host: 'admin.example.com', [SITE_HOST_HEADER]: '1' };
    markSiteHostRequest(forged, 'admin.example.com');
    expect(forged[SITE_HOST_HEADER]).toBeUndefined();
  });

  it("reads ADMIN_URL's host as a Host header names it", () => {
    expect(adminHostOf('https://admin.example.com/')).toBe('admin.example.com');
    expect(adminHostOf('http://localhost:3001')).toBe('localhost:3001');
    expect(adminHostOf(' ')).toBeUndefined();
    expect(adminHostOf(undefined)).toBeUndefined();
  });

  it("is the header whose absence makes the proxy's matcher run on public paths", () => {
    // The matcher must be a literal for the build to read it, so it cannot import the constant.
    const proxy = fs.readFileSync(path.join(process.cwd(), 'proxy.ts'), 'utf8');
    expect(proxy).toContain(`missing: [{ type: 'header', key: '${SITE_HOST_HEADER}' }]`);
  });
});
