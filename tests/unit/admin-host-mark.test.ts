import fs from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { ADMIN_HOST_HEADER, adminHostOf, markAdminHostRequest } from '@/lib/http/admin-host-mark';

describe('admin host mark', () => {
  it('marks a request for the admin host and only that host', () => {
    const admin: IncomingHttpHeaders = { host: 'admin.example.com' };
    markAdminHostRequest(admin, 'admin.example.com');
    expect(admin[ADMIN_HOST_HEADER]).toBe('1');

    const site: IncomingHttpHeaders = { host: 'www.example.com' };
    markAdminHostRequest(site, 'admin.example.com');
    expect(site[ADMIN_HOST_HEADER]).toBeUndefined();
  });

  it('removes a mark a client sent itself, with or without ADMIN_URL', () => {
    const forged: IncomingHttpHeaders = { host: 'www.example.com', [ADMIN_HOST_HEADER]: '1' };
    markAdminHostRequest(forged, 'admin.example.com');
    expect(forged[ADMIN_HOST_HEADER]).toBeUndefined();

    const withoutAdminUrl: IncomingHttpHeaders = { host: 'localhost', [ADMIN_HOST_HEADER]: '1' };
    markAdminHostRequest(withoutAdminUrl, undefined);
    expect(withoutAdminUrl[ADMIN_HOST_HEADER]).toBeUndefined();
  });

  it("reads ADMIN_URL's host as a Host header names it", () => {
    expect(adminHostOf('https://admin.example.com/')).toBe('admin.example.com');
    expect(adminHostOf('http://localhost:3001')).toBe('localhost:3001');
    expect(adminHostOf(' ')).toBeUndefined();
    expect(adminHostOf(undefined)).toBeUndefined();
  });

  it("is the header the proxy's matcher runs on for public paths", () => {
    // The matcher must be a literal for the build to read it, so it cannot import the constant.
    const proxy = fs.readFileSync(path.join(process.cwd(), 'proxy.ts'), 'utf8');
    expect(proxy).toContain(`has: [{ type: 'header', key: '${ADMIN_HOST_HEADER}' }]`);
  });
});
