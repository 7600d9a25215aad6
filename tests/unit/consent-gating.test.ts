import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { consentBoot, consentBootSource } from '@/lib/consent/consent-boot';
import { applyDecision } from '@/lib/consent/consent-decision';
import { needsBanner, needsGpcRecord, type ConsentRuntime } from '@/lib/consent/consent-runtime';
import type { ConsentMode, ConsentPageConfig } from '@/lib/consent/contract';
import { parsePixelHtml } from '@/lib/pixels/pixel-html';
import {
  GATED_CATEGORY,
  GATED_MARKER,
  GATED_PREFIX,
  GATED_TAG,
  GATED_TEXT,
  gatePixelNode,
} from '@/lib/pixels/pixel-gating';
import { PixelElements } from '@/components/pixels/pixel-elements';

const NAMES = {
  cookie: 'sonara_consent',
  marker: GATED_MARKER,
  category: GATED_CATEGORY,
  prefix: GATED_PREFIX,
  tag: GATED_TAG,
  text: GATED_TEXT,
};
const DAY = 86_400_000;

/** Serves pixel code as the public layout does for a category, into the document's head. */
function serve(pixels: [code: string, category: 'analytics' | 'marketing'][]): void {
  const nodes = pixels.flatMap(([code, category]) =>
    parsePixelHtml(code).flatMap((node) => gatePixelNode(node, category) ?? []),
  );
  document.head.innerHTML = renderToStaticMarkup(
    createElement('div', null, PixelElements({ nodes })),
  ).replace(/^<div>|<\/div>$/g, '');
}

function boot(
  mode: ConsentMode,
  options: { gpc?: boolean; refusable?: boolean } = {},
): ConsentRuntime {
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: options.gpc === true,
    configurable: true,
  });
  const config: ConsentPageConfig = {
    mode,
    policyVersion: '3',
    maxAgeDays: 30,
    refusable: options.refusable ?? true,
  };
  // Through the served source, so a dependency on anything outside the function would fail here.
  new Function(consentBootSource(config, NAMES))();
  const runtime = window.__sonaraConsent;
  if (!runtime) throw new Error('no runtime');
  return runtime;
}

function storeCookie(value: object): void {
  document.cookie = `sonara_consent=${encodeURIComponent(JSON.stringify(value))}; Path=/`;
}

/** What the head holds after activation: live elements by what they load or run. */
function headState(): string[] {
  return Array.from(document.head.children).map((element) => {
    const live = !element.hasAttribute(GATED_MARKER);
    const what =
      element.getAttribute('src') ??
      element.getAttribute(`${GATED_PREFIX}src`) ??
      element.getAttribute(GATED_TEXT) ??
      element.textContent ??
      '';
    return `${live ? 'live' : 'inert'} ${element.localName} ${what}`;
  });
}

function consentCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const PIXELS: [string, 'analytics' | 'marketing'][] = [
  ['<script>window.__stats = 1</script><img src="/stats.gif">', 'analytics'],
  ['<script src="/ads.js"></script><noscript><img src="/ads.gif"></noscript>', 'marketing'],
  ['<style>.x{background:url(/ads-bg.gif)}</style>', 'marketing'],
];

beforeEach(() => {
  document.cookie = 'sonara_consent=; Max-Age=0; Path=/';
  delete window.__sonaraConsent;
  delete window.dataLayer;
  delete window.gtag;
  serve(PIXELS);
});

describe('gatePixelNode', () => {
  it('serves scripts as text/plain and moves live attributes aside; drops noscript', () => {
    const [script, noscript, meta, img] = parsePixelHtml(
      '<script src="/a.js" type="module" data-src="lazy"></script><noscript><img src="/n.gif"></noscript><meta name="v" content="1"><img src="/i.gif" srcset="/i2.gif 2x">',
    );
    expect(gatePixelNode(script!, 'marketing')).toEqual({
      tag: 'script',
      attrs: {
        'data-consent-src': '/a.js',
        'data-consent-type': 'module',
        'data-src': 'lazy',
        type: 'text/plain',
        'data-consent-pixel': true,
        'data-category': 'marketing',
      },
    });
    expect(gatePixelNode(noscript!, 'marketing')).toBeNull();
    // `<meta name="referrer">` changes what the page sends: its content waits too.
    expect(gatePixelNode(meta!, 'analytics')?.attrs).toEqual({
      name: 'v',
      'data-consent-content': '1',
      'data-consent-pixel': true,
      'data-category': 'analytics',
    });
    expect(gatePixelNode(img!, 'analytics')?.attrs).toEqual({
      'data-consent-src': '/i.gif',
      'data-consent-srcset': '/i2.gif 2x',
      'data-consent-pixel': true,
      'data-category': 'analytics',
    });
  });
});

describe('consent boot script', () => {
  it('opt-in without a decision: nothing runs, Google Consent Mode denied', () => {
    boot('opt-in').activate();
    expect(headState()).toEqual([
      'inert script window.__stats = 1',
      'inert img /stats.gif',
      'inert script /ads.js',
      'inert script .x{background:url(/ads-bg.gif)}',
    ]);
    expect(consentCalls()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
    ]);
  });

  it('runs only the categories a stored decision grants, in place and in order', () => {
    storeCookie({ v: '3', t: Date.now() - DAY, a: true, m: false, mode: 'opt-in' });
    boot('opt-in').activate();
    expect(headState()).toEqual([
      'live script window.__stats = 1',
      'live img /stats.gif',
      'inert script /ads.js',
      'inert script .x{background:url(/ads-bg.gif)}',
    ]);
    expect(document.head.querySelector('script')?.getAttribute('type')).toBeNull();
    expect(consentCalls()[1]).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
  });

  it('activates a marketing script with its address, in order, and a style as a style', () => {
    storeCookie({ v: '3', t: Date.now(), a: false, m: true, mode: 'opt-in' });
    boot('opt-in').activate();
    const script = document.head.querySelector('script[src="/ads.js"]') as HTMLScriptElement;
    expect(script.async).toBe(false);
    expect(script.hasAttribute('data-category')).toBe(false);
    expect(headState().slice(2)).toEqual([
      'live script /ads.js',
      'live style .x{background:url(/ads-bg.gif)}',
    ]);
  });

  it('asks again for another policy version or an expired decision', () => {
    for (const stale of [
      { v: '2', t: Date.now(), a: true, m: true, mode: 'opt-in' },
      { v: '3', t: Date.now() - 31 * DAY, a: true, m: true, mode: 'opt-in' },
    ]) {
      storeCookie(stale);
      const runtime = boot('opt-in');
      runtime.activate();
      expect(runtime.stored).toBeNull();
      expect(headState().every((line) => line.startsWith('inert'))).toBe(true);
    }
  });

  it('in opt-in, asks again for a decision made under opt-out or stored without a mode', () => {
    // A GPC browser under opt-out is recorded as analytics granted, with no click.
    for (const earlier of [
      { v: '3', t: Date.now(), a: true, m: false, g: true, mode: 'opt-out' },
      { v: '3', t: Date.now(), a: true, m: true, mode: 'off' },
      { v: '3', t: Date.now(), a: true, m: true },
    ]) {
      serve(PIXELS);
      storeCookie(earlier);
      const runtime = boot('opt-in');
      runtime.activate();
      expect(runtime.stored).toBeNull();
      expect(needsBanner(runtime)).toBe(true);
      expect(runtime.granted).toEqual({ analytics: false, marketing: false });
      expect(headState().every((line) => line.startsWith('inert'))).toBe(true);
    }
  });

  it('asks nothing when no pixel can be refused, in either mode with a banner', () => {
    expect(needsBanner(boot('opt-in', { refusable: false }))).toBe(false);
    expect(needsBanner(boot('opt-out', { refusable: false }))).toBe(false);
    expect(needsGpcRecord(boot('opt-out', { gpc: true, refusable: false }))).toBe(false);
    // The same pages with a refusable pixel do ask (and record GPC in opt-out).
    expect(needsBanner(boot('opt-in'))).toBe(true);
    expect(needsGpcRecord(boot('opt-out', { gpc: true }))).toBe(true);
  });

  it('in opt-in, a grant made while GPC was sent holds; one made before the signal does not', () => {
    storeCookie({ v: '3', t: Date.now(), a: true, m: true, g: true, mode: 'opt-in' });
    expect(boot('opt-in', { gpc: true }).granted).toEqual({ analytics: true, marketing: true });
    storeCookie({ v: '3', t: Date.now(), a: true, m: true, mode: 'opt-in' });
    expect(boot('opt-in', { gpc: true }).granted).toEqual({ analytics: true, marketing: false });
  });

  it('keeps an opt-in decision when the mode changes to opt-out', () => {
    storeCookie({ v: '3', t: Date.now(), a: false, m: false, mode: 'opt-in' });
    const runtime = boot('opt-out');
    runtime.activate();
    expect(needsBanner(runtime)).toBe(false);
    expect(runtime.granted).toEqual({ analytics: false, marketing: false });
    expect(headState().every((line) => line.startsWith('inert'))).toBe(true);
  });

  it('opt-out runs everything until the visitor opts out, except marketing under GPC', () => {
    boot('opt-out').activate();
    expect(headState().every((line) => line.startsWith('live'))).toBe(true);

    serve(PIXELS);
    delete window.dataLayer;
    delete window.gtag;
    storeCookie({ v: '3', t: Date.now(), a: true, m: true });
    const runtime = boot('opt-out', { gpc: true });
    runtime.activate();
    expect(runtime.granted).toEqual({ analytics: true, marketing: false });
    expect(headState()).toEqual([
      'live script window.__stats = 1',
      'live img /stats.gif',
      'inert script /ads.js',
      'inert script .x{background:url(/ads-bg.gif)}',
    ]);
    expect(consentCalls()[0]?.[2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'granted',
    });
  });

  it('off grants every category to Google Consent Mode', () => {
    expect(boot('off').granted).toEqual({ analytics: true, marketing: true });
    expect(consentCalls()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          analytics_storage: 'granted',
        },
      ],
    ]);
  });

  it('boots as a plain function too (what the served source wraps)', () => {
    consentBoot({ mode: 'opt-in', policyVersion: '3', maxAgeDays: 30, refusable: true }, NAMES);
    expect(window.__sonaraConsent?.granted).toEqual({ analytics: false, marketing: false });
  });
});

describe('applyDecision', () => {
  let posted: { url: string; init: RequestInit }[];

  beforeEach(() => {
    posted = [];
    global.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
      posted.push({ url: String(url), init: init ?? {} });
      return Promise.reject(new Error('offline'));
    }) as typeof fetch;
  });

  it('stores, logs and runs a grant at once; a failed log changes nothing', () => {
    const runtime = boot('opt-in');
    runtime.activate();
    expect(applyDecision(runtime, { analytics: true, marketing: false }, 'custom')).toBe(false);
    expect(headState()[0]).toBe('live script window.__stats = 1');
    expect(headState()[2]).toBe('inert script /ads.js');
    const stored = JSON.parse(decodeURIComponent(document.cookie.split('sonara_consent=')[1]!));
    expect(stored).toMatchObject({ v: '3', a: true, m: false, mode: 'opt-in' });
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe('/api/consent');
    expect(posted[0]?.init.keepalive).toBe(true);
    expect(JSON.parse(String(posted[0]?.init.body))).toEqual({
      action: 'custom',
      analytics: true,
      marketing: false,
      gpc: false,
      policyVersion: '3',
    });
    expect(consentCalls().at(-1)?.[1]).toBe('update');
  });

  it('asks for a reload when a category that already ran is withdrawn', () => {
    storeCookie({ v: '3', t: Date.now(), a: true, m: true, mode: 'opt-in' });
    const runtime = boot('opt-in');
    runtime.activate();
    expect(applyDecision(runtime, { analytics: true, marketing: false }, 'custom')).toBe(true);
    expect(
      applyDecision(boot('opt-in'), { analytics: false, marketing: false }, 'reject-all'),
    ).toBe(false);
  });

  it('in opt-in, "Accept all" after the GPC notice grants marketing and logs the signal', () => {
    const runtime = boot('opt-in', { gpc: true });
    runtime.activate();
    expect(applyDecision(runtime, { analytics: true, marketing: true }, 'accept-all')).toBe(false);
    expect(JSON.parse(String(posted[0]?.init.body))).toEqual({
      action: 'accept-all',
      analytics: true,
      marketing: true,
      gpc: true,
      policyVersion: '3',
    });
    expect(runtime.stored).toMatchObject({ a: true, m: true, g: true, mode: 'opt-in' });
    expect(headState()[2]).toBe('live script /ads.js');
  });

  it('never grants marketing under GPC in opt-out and marks a GPC record in the cookie', () => {
    const runtime = boot('opt-out', { gpc: true });
    applyDecision(runtime, { analytics: true, marketing: true }, 'custom');
    expect(JSON.parse(String(posted[0]?.init.body))).toMatchObject({ marketing: false, gpc: true });
  });

  it('never grants marketing under GPC and marks a GPC record in the cookie', () => {
    const runtime = boot('opt-out', { gpc: true });
    applyDecision(runtime, { analytics: true, marketing: true }, 'gpc');
    expect(JSON.parse(String(posted[0]?.init.body))).toMatchObject({
      action: 'gpc',
      marketing: false,
      gpc: true,
    });
    expect(runtime.stored).toMatchObject({ m: false, g: true });
  });
});
