/** @jest-environment node */
import {
  adminOriginShared,
  adminOriginWarning,
  checkEnvironment,
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
    expect(errors).toHaveBeenCalledWith(message);
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
