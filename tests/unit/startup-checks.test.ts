/** @jest-environment node */
import { parseEnv } from '@/lib/config/env';
import {
  adminOriginShared,
  adminOriginWarning,
  checkEnvironment,
  configurationSummary,
  siteUrlWarning,
} from '@/lib/server/startup-checks';

describe('checkEnvironment', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('stops the process naming every bad variable, without printing a secret', () => {
    const exit = jest.fn();
    const message = checkEnvironment(
      { RATE_LIMIT_MAX: '100000', ADMIN_PASSWORD: 'elevenchars', SITE_URL: 'not a url' },
      exit,
    );
    expect(exit).toHaveBeenCalledWith(1);
    expect(message).toMatch(/RATE_LIMIT_MAX/);
    expect(message).toMatch(/ADMIN_PASSWORD/);
    expect(message).toMatch(/SITE_URL/);
    expect(message).not.toContain('elevenchars');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(message!));
    expect(message).not.toMatch(/\n\s+at /);
  });

  it('lets a valid environment through', () => {
    const exit = jest.fn();
    expect(checkEnvironment({ RATE_LIMIT_MAX: '20' }, exit)).toBeUndefined();
    expect(exit).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('adminOriginWarning', () => {
  const site = 'https://www.example.com';

  it('warns a production server whose admin shares the site origin, and says how to fix it', () => {
    const warning = adminOriginWarning({ NODE_ENV: 'production', SITE_URL: site });
    expect(warning).toContain('ADMIN_URL is not set');
    expect(warning).toContain(site);
    expect(warning).toMatch(/tracking pixel/i);
    expect(warning).toMatch(/set ADMIN_URL/);
  });

  it('says that pixels are off, and how to accept the risk instead', () => {
    const warning = adminOriginWarning({ NODE_ENV: 'production', SITE_URL: site });
    expect(warning).toMatch(/render no tracking pixel \(the built-in one included\)/);
    expect(warning).toContain('ALLOW_PIXELS_ON_ADMIN_ORIGIN=true');
    const accepted = adminOriginWarning({
      NODE_ENV: 'production',
      SITE_URL: site,
      ALLOW_PIXELS_ON_ADMIN_ORIGIN: true,
    });
    expect(accepted).toMatch(/tracking pixels run on public pages/);
    expect(accepted).not.toMatch(/render no tracking pixel/);
  });

  it('is silent with ADMIN_URL, and outside production', () => {
    expect(
      adminOriginWarning({
        NODE_ENV: 'production',
        SITE_URL: site,
        ADMIN_URL: 'https://admin.example.com',
      }),
    ).toBeUndefined();
    expect(adminOriginWarning({ NODE_ENV: 'development', SITE_URL: site })).toBeUndefined();
  });

  it('reports the shared origin for the admin API', () => {
    expect(adminOriginShared({ ADMIN_URL: undefined })).toBe(true);
    expect(adminOriginShared({ ADMIN_URL: 'https://admin.example.com' })).toBe(false);
  });
});

describe('siteUrlWarning', () => {
  it('names SITE_URL when a production server runs without it', () => {
    const warning = siteUrlWarning({}, { NODE_ENV: 'production' });
    expect(warning).toContain('SITE_URL is not set');
    expect(warning).toMatch(/canonical links, the sitemap, emails and Open Graph/);
    expect(siteUrlWarning({ SITE_URL: '  ' }, { NODE_ENV: 'production' })).toBe(warning);
  });

  it('is silent with SITE_URL set, and outside production', () => {
    expect(
      siteUrlWarning({ SITE_URL: 'https://www.example.com' }, { NODE_ENV: 'production' }),
    ).toBeUndefined();
    expect(siteUrlWarning({}, { NODE_ENV: 'development' })).toBeUndefined();
  });
});

describe('configurationSummary', () => {
  it('says which database, origins, SMTP, webhooks and proxy are in effect, without secrets', () => {
    const summary = configurationSummary(
      parseEnv({
        DATABASE_URL: 'postgresql://sonara:db-password-123@db.internal:5432/sonara',
        SITE_URL: 'https://www.example.com/',
        ADMIN_URL: 'https://admin.example.com',
        SMTP_URL: 'smtp://mailer:smtp-password-456@mail.example.com:587',
        TRUST_PROXY: 'true',
        BETTER_AUTH_SECRET: 'a-session-secret-of-more-than-32-characters',
      }),
    );
    expect(summary).toBe(
      '[config] database: postgres (db.internal:5432/sonara); site: https://www.example.com; admin: https://admin.example.com; SMTP: on; private webhooks: refused; trust proxy: on',
    );
    for (const secret of ['db-password-123', 'smtp-password-456', 'a-session-secret', 'mailer']) {
      expect(summary).not.toContain(secret);
    }
  });

  it('names the embedded database folder and the admin sharing the site', () => {
    expect(configurationSummary(parseEnv({ ALLOW_PRIVATE_WEBHOOKS: 'true' }))).toBe(
      '[config] database: pglite (.data/pglite); site: http://localhost:3000; admin: http://localhost:3000 (shared with the site); SMTP: off; private webhooks: allowed; trust proxy: off',
    );
  });
});
