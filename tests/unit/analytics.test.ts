/** @jest-environment node */
import { deviceFamilies } from '@/lib/analytics/device';
import { EventBuffer } from '@/lib/analytics/event-buffer';
import { beaconPayloadSchema, eventSource } from '@/lib/analytics/event-input';
import { truncatedAddress, visitorKey } from '@/lib/analytics/visitor-key';

jest.mock('server-only', () => ({}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

describe('the visitor key', () => {
  it('keeps the network of an address, never the device', () => {
    expect(truncatedAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedAddress('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncatedAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(truncatedAddress(undefined)).toBe('');
    expect(truncatedAddress('not an address')).toBe('');
  });

  it('is the same for the same salt and inputs, and changes with any of them', () => {
    const key = visitorKey('salt', 'example.com', '203.0.113.0/24', 'Chrome', 'Linux');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey('salt', 'example.com', '203.0.113.0/24', 'Chrome', 'Linux')).toBe(key);
    expect(visitorKey('other', 'example.com', '203.0.113.0/24', 'Chrome', 'Linux')).not.toBe(key);
    expect(visitorKey('salt', 'example.com', '198.51.100.0/24', 'Chrome', 'Linux')).not.toBe(key);
    expect(visitorKey('salt', 'example.com', '203.0.113.0/24', 'Firefox', 'Linux')).not.toBe(key);
  });
});

describe('device families', () => {
  it('keeps browser, system and device type only', () => {
    expect(deviceFamilies(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', device: 'mobile' });
    expect(deviceFamilies(ANDROID_TABLET)).toEqual({
      browser: 'Chrome',
      os: 'Android',
      device: 'tablet',
    });
    expect(deviceFamilies(WINDOWS_EDGE)).toEqual({
      browser: 'Edge',
      os: 'Windows',
      device: 'desktop',
    });
  });
});

describe('the beacon payload', () => {
  it('takes what the beacon sends and refuses anything else', () => {
    expect(beaconPayloadSchema.safeParse({ n: 'pageview', p: '/solutions', e: 1 }).success).toBe(
      true,
    );
    expect(beaconPayloadSchema.safeParse({ n: 'form_seen', p: '/', f: 'contact' }).success).toBe(
      true,
    );
    for (const bad of [
      { n: 'purchase', p: '/' },
      { n: 'pageview', p: 'https://evil.example/' },
      { n: 'pageview', p: '//evil.example/' },
      { n: 'pageview', p: '/a b' },
      { n: 'pageview', p: '/', extra: 'x' },
      { n: 'form_start', p: '/', f: 'newsletter' },
    ]) {
      expect(beaconPayloadSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("keeps an entry view's referring host and UTM tags, and nothing for other events", () => {
    const entry = beaconPayloadSchema.parse({
      n: 'pageview',
      p: '/solutions',
      e: 1,
      r: 'https://www.google.com/search?q=dental+ai',
      q: '?utm_source=google&utm_medium=cpc&utm_campaign=dental',
    });
    expect(eventSource(entry, 'www.sonara.example')).toEqual({
      referrer: 'google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'dental',
    });
    const own = beaconPayloadSchema.parse({
      n: 'pageview',
      p: '/',
      e: 1,
      r: 'https://sonara.example/faq',
    });
    expect(eventSource(own, 'www.sonara.example').referrer).toBeNull();
    const click = beaconPayloadSchema.parse({ n: 'demo_click', p: '/', q: '?utm_source=x' });
    expect(eventSource(click, 'sonara.example')).toEqual({
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });
});

describe('the event buffer', () => {
  const buffer = (write: (batch: number[]) => Promise<void>, max = 5) =>
    new EventBuffer<number>({ max, batchSize: 2, intervalMs: 60_000, write });

  it('writes in arrival order, in batches', async () => {
    const written: number[][] = [];
    const events = buffer(async (batch) => void written.push(batch));
    for (const n of [1, 2, 3]) events.accept(n);
    await events.stop();
    expect(written).toEqual([[1, 2], [3]]);
    expect(events.pending).toBe(0);
  });

  it('keeps a batch whose write failed and writes it with the next flush', async () => {
    let down = true;
    const written: number[] = [];
    const errors: number[] = [];
    const events = new EventBuffer<number>({
      max: 5,
      batchSize: 2,
      intervalMs: 60_000,
      write: async (batch) => {
        if (down) throw new Error('database down');
        written.push(...batch);
      },
      onError: (_error, pending) => errors.push(pending),
    });
    for (const n of [1, 2, 3]) events.accept(n);
    await events.flush();
    await events.flush();
    expect(written).toEqual([]);
    expect(errors).toEqual([3]); // reported once per outage
    events.accept(4);
    down = false;
    await events.stop();
    expect(written).toEqual([1, 2, 3, 4]);
  });

  it('runs its timer only while events wait', async () => {
    jest.useFakeTimers();
    try {
      const written: number[] = [];
      const events = new EventBuffer<number>({
        max: 5,
        batchSize: 2,
        intervalMs: 1_000,
        write: async (batch) => void written.push(...batch),
      });
      expect(jest.getTimerCount()).toBe(0);
      events.accept(1);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(written).toEqual([1]);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses events beyond its bound and counts them', async () => {
    const events = buffer(async () => {
      throw new Error('down');
    }, 2);
    expect([1, 2, 3, 4].map((n) => events.accept(n))).toEqual([true, true, false, false]);
    expect(events.dropped).toBe(2);
    expect(events.pending).toBe(2);
    await events.flush();
  });
});
