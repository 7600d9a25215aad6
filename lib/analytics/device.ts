import { browserFamily } from '@/lib/consent/browser-family';

/** Operating system families kept for the reports; the user agent itself is never stored. */
export function osFamily(userAgent: string): string {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'iOS';
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(userAgent)) return 'macOS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return 'Other';
}

/** 'mobile', 'tablet' or 'desktop', from the user agent's own words. */
export function deviceType(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/\biPad\b|\bTablet\b/.test(userAgent)) return 'tablet';
  if (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent)) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b/.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The three families a visitor's events are reported by. */
export function deviceFamilies(userAgent: string) {
  return {
    browser: browserFamily(userAgent),
    os: osFamily(userAgent),
    device: deviceType(userAgent),
  };
}
