/** The browser families the consent log keeps; the full user agent is never stored. */
export const BROWSER_FAMILIES = ['Edge', 'Firefox', 'Chrome', 'Safari', 'Other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/**
 * The browser family of a User-Agent header. The order matters: Edge and Chromium-based
 * browsers also say "Chrome", and Chrome also says "Safari".
 */
export function browserFamily(userAgent: string | null | undefined): BrowserFamily {
  const ua = userAgent ?? '';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/\b(Chrome|Chromium|CriOS)\//.test(ua)) return 'Chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  return 'Other';
}
