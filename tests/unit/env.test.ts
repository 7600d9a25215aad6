/** @jest-environment node */
import { parseEnv } from '@/lib/config/env';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({});
    expect(env.BRAND_NAME).toBe('Sonara AI');
    expect(env.REQ_PREFIX).toBe('SON');
    expect(env.PGLITE_DIR).toBe('.data/pglite');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ALLOW_PRIVATE_WEBHOOKS).toBe(false);
  });

  it('rejects a bad URL and names the variable', () => {
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ LOGIN_APP_URL: 'javascript:alert(1)' })).toThrow(/LOGIN_APP_URL/);
  });

  it('rejects a database URL that is not PostgreSQL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL/);
    expect(parseEnv({ DATABASE_URL: 'postgresql://u:p@localhost:5432/db' }).DATABASE_URL).toBe(
      'postgresql://u:p@localhost:5432/db',
    );
  });

  it('requires a three-letter requisition prefix', () => {
    expect(() => parseEnv({ REQ_PREFIX: 'SONA' })).toThrow(/REQ_PREFIX/);
    expect(parseEnv({ REQ_PREFIX: 'ACM' }).REQ_PREFIX).toBe('ACM');
  });

  it('reads boolean flags', () => {
    expect(parseEnv({ ALLOW_PRIVATE_WEBHOOKS: 'true' }).ALLOW_PRIVATE_WEBHOOKS).toBe(true);
    expect(() => parseEnv({ ALLOW_PRIVATE_WEBHOOKS: 'yes' })).toThrow(/ALLOW_PRIVATE_WEBHOOKS/);
  });

  it('keeps a delivery claim longer than one try', () => {
    expect(parseEnv({}).DELIVERY_CLAIM_LOCK_MS).toBe(60_000);
    expect(parseEnv({ DELIVERY_CLAIM_LOCK_MS: '20000' }).DELIVERY_CLAIM_LOCK_MS).toBe(20_000);
    expect(() => parseEnv({ DELIVERY_CLAIM_LOCK_MS: '15000' })).toThrow(/DELIVERY_CLAIM_LOCK_MS/);
  });

  it('refuses an ADMIN_URL on the public site’s own host', () => {
    const site = { SITE_URL: 'https://www.example.com' };
    expect(() => parseEnv({ ...site, ADMIN_URL: 'https://www.example.com/admin' })).toThrow(
      /ADMIN_URL: must name a host other than SITE_URL/,
    );
    expect(parseEnv({ ...site, ADMIN_URL: 'https://admin.example.com' }).ADMIN_URL).toBe(
      'https://admin.example.com',
    );
  });
});

describe('an empty SITE_URL', () => {
  it('counts as unset: the default applies', () => {
    expect(parseEnv({ SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
    expect(parseEnv({ SITE_URL: '  ' }).SITE_URL).toBe('http://localhost:3000');
  });
});
