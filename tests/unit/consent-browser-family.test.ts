/** @jest-environment node */
import { browserFamily } from '@/lib/consent/browser-family';

const AGENTS: [string, string][] = [
  [
    'Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  [
    'Chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ],
  [
    'Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  ],
  ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
  [
    'Firefox',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  ],
  [
    'Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  ],
  ['Other', 'curl/8.5.0'],
  ['Other', ''],
];

describe('browserFamily', () => {
  it.each(AGENTS)('names %s for %j', (family, userAgent) => {
    expect(browserFamily(userAgent)).toBe(family);
  });

  it('answers Other without a User-Agent', () => {
    expect(browserFamily(null)).toBe('Other');
    expect(browserFamily(undefined)).toBe('Other');
  });
});
