import { pixelsBlockedOnSharedOrigin } from '@/lib/pixels/pixel-origin-gate';

describe('pixelsBlockedOnSharedOrigin', () => {
  const admin = 'https://admin.example.com';

  it('blocks pixels in production without ADMIN_URL unless the risk is accepted', () => {
    expect(
      pixelsBlockedOnSharedOrigin({ NODE_ENV: 'production', ALLOW_PIXELS_ON_ADMIN_ORIGIN: false }),
    ).toBe(true);
    expect(
      pixelsBlockedOnSharedOrigin({ NODE_ENV: 'production', ALLOW_PIXELS_ON_ADMIN_ORIGIN: true }),
    ).toBe(false);
  });

  it('lets pixels run with an admin origin of its own, and outside production', () => {
    const production = { NODE_ENV: 'production', ADMIN_URL: admin } as const;
    expect(
      pixelsBlockedOnSharedOrigin({ ...production, ALLOW_PIXELS_ON_ADMIN_ORIGIN: false }),
    ).toBe(false);
    for (const NODE_ENV of ['development', 'test'] as const) {
      expect(pixelsBlockedOnSharedOrigin({ NODE_ENV, ALLOW_PIXELS_ON_ADMIN_ORIGIN: false })).toBe(
        false,
      );
    }
  });
});
