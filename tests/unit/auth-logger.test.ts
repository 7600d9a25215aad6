/** @jest-environment node */
import { authLogger } from '@/lib/auth/auth-logger';
import { describeError, scrubSecrets } from '@/lib/log/redact';

const TOKEN = 'Qm7vXk2LpR9sTn4WzY8bHc3JdF6gA1eU';

describe('scrubSecrets', () => {
  it('masks query parameters, signing secrets and token-like strings', () => {
    expect(
      scrubSecrets(`Failed query: select * from "session" where "token" = $1\nparams: ${TOKEN}`),
    ).toBe('Failed query: select * from "session" where "token" = $1\nparams: [redacted]');
    expect(scrubSecrets('secret whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ= leaked')).toBe(
      'secret [secret] leaked',
    );
    expect(scrubSecrets(`cookie ${TOKEN}.sig`)).toBe('cookie [token].sig');
  });

  it('keeps ordinary words, codes and ids readable', () => {
    const text = 'ECONNREFUSED on lead 5f0c6a1e-8b2d-4c3e-9f1a-2b3c4d5e6f70 at 12:30:45';
    expect(scrubSecrets(text)).toBe(text);
  });

  it('applies to error descriptions', () => {
    const error = new Error(`Failed query: select 1\nparams: ${TOKEN},2026`);
    expect(describeError(error)).not.toContain(TOKEN);
  });
});

describe('authLogger', () => {
  it("routes the library's lines through the site's logger, token and address masked", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      authLogger.log?.(
        'error',
        `INTERNAL_SERVER_ERROR ${TOKEN}`,
        new Error(`Failed query: where "token" = $1\nparams: ${TOKEN}`),
        { token: TOKEN, user: 'admin@example.com' },
      );
      expect(errors).toHaveBeenCalledTimes(1);
      const line = String(errors.mock.calls[0]?.[0]);
      expect(line).toMatch(/^\[auth\] INTERNAL_SERVER_ERROR/);
      expect(line).toContain('auth.library');
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain('admin@example.com');
    } finally {
      errors.mockRestore();
    }
  });
});
