import type { ConsentMode } from '@/lib/consent/contract';
import { VISIT_STORAGE_KEY } from '@/lib/consent/contract';
import type { ConsentRuntime } from '@/lib/consent/consent-runtime';
import { referrerHost } from '@/lib/analytics/event-input';
import {
  attributionFields,
  attributionOf,
  collectLeadMetadata,
  sanitizeLeadMetadata,
  type VisitTouch,
} from '@/lib/leads/metadata';

type VisitTouchModule = typeof import('@/lib/analytics/visit-touch');

/** A fresh copy of the module (its memory of the visit starts empty). */
function freshVisitTouch(): VisitTouchModule {
  let loaded: VisitTouchModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<VisitTouchModule>('@/lib/analytics/visit-touch');
  });
  return loaded!;
}

function consent(mode: ConsentMode, options: { analytics?: boolean; gpc?: boolean } = {}) {
  const analytics = options.analytics ?? mode !== 'opt-in';
  window.__sonaraConsent = {
    config: { mode, policyVersion: '1', maxAgeDays: 180, refusable: true },
    gpc: options.gpc ?? false,
    stored: null,
    granted: { analytics, marketing: false },
    activated: { analytics: false, marketing: false },
    activate: () => {},
  } satisfies ConsentRuntime;
}

const LANDING: VisitTouch = {
  p: '/solutions',
  q: '?utm_source=google&utm_campaign=dental',
  r: 'https://www.google.com/',
};
const NEXT_PAGE: VisitTouch = { p: '/pricing', q: '', r: 'https://www.google.com/' };

afterEach(() => {
  sessionStorage.clear();
  delete window.__sonaraConsent;
});

describe('first and last touch on a lead', () => {
  it('the form sends the page it is on as last touch and the visit landing as first touch', () => {
    const location = new URL('https://sonara.ai/?utm_source=newsletter#contact');
    expect(collectLeadMetadata(location as unknown as Location, '', LANDING)).toEqual({
      sourcePage: '/#contact',
      utmSource: 'newsletter',
      firstPage: '/solutions',
      firstReferrer: 'https://www.google.com/',
      firstUtmSource: 'google',
      firstUtmCampaign: 'dental',
    });
  });

  it('without a landing there is no first touch', () => {
    const location = new URL('https://sonara.ai/');
    expect(collectLeadMetadata(location as unknown as Location, '')).toEqual({ sourcePage: '/' });
  });

  it('the server keeps first-touch fields cleaned like the others', () => {
    expect(
      sanitizeLeadMetadata({ firstPage: '/a\nb', firstUtmCampaign: 'c'.repeat(300), firstX: 'y' }),
    ).toEqual({ firstPage: '/a b', firstUtmCampaign: 'c'.repeat(200) });
  });

  it('a stored lead reads back as both touches, and the webhook carries every key', () => {
    const row = {
      sourcePage: '/#contact',
      referrer: null,
      utmSource: 'newsletter',
      firstPage: '/solutions',
      firstReferrer: 'https://www.google.com/',
      firstUtmCampaign: 'dental',
    };
    const attribution = attributionOf(row);
    expect(attribution.first).toMatchObject({ page: '/solutions', utmCampaign: 'dental' });
    expect(attribution.last).toMatchObject({
      page: '/#contact',
      referrer: '',
      utmSource: 'newsletter',
    });
    const fields = attributionFields(attribution);
    expect(Object.keys(fields)).toHaveLength(14);
    expect(fields).toMatchObject({
      firstTouchPage: '/solutions',
      firstTouchReferrer: 'https://www.google.com/',
      firstTouchUtmCampaign: 'dental',
      firstTouchUtmSource: '',
      lastTouchPage: '/#contact',
      lastTouchUtmSource: 'newsletter',
    });
  });

  it('a lead without a first touch sends empty first-touch keys', () => {
    const fields = attributionFields(attributionOf({ sourcePage: '/' }));
    expect(fields.firstTouchPage).toBe('');
    expect(fields.lastTouchPage).toBe('/');
  });
});

describe('referrer host', () => {
  it('groups by site and leaves out this site, other schemes and nonsense', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'sonara.ai')).toBe('google.com');
    expect(referrerHost('https://sonara.ai/pricing', 'sonara.ai')).toBeNull();
    expect(referrerHost('https://www.sonara.ai/pricing', 'sonara.ai')).toBeNull();
    expect(referrerHost('http://127.0.0.1:3000/', '127.0.0.1:3000')).toBeNull();
    expect(referrerHost('http://127.0.0.1:4000/', '127.0.0.1:3000')).toBe('127.0.0.1');
    expect(referrerHost('android-app://com.google/', 'sonara.ai')).toBeNull();
    expect(referrerHost('not a url', 'sonara.ai')).toBeNull();
    expect(referrerHost(null, 'sonara.ai')).toBeNull();
  });
});

describe('remembering where the visit began, by consent mode', () => {
  it('opt-out: stored from the first page, kept across pages, sent with the form', () => {
    consent('opt-out');
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    expect(JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY)!)).toEqual(LANDING);
    visit.noteVisit(false, NEXT_PAGE);
    expect(JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY)!)).toEqual(LANDING);
    // A page loaded later in the visit (a new copy of the module) reads it back.
    const later = freshVisitTouch();
    later.noteVisit(false, NEXT_PAGE);
    expect(later.visitLanding()).toEqual(LANDING);
  });

  it('opt-out with GPC, or after refusing analytics: nothing stored, no first touch', () => {
    for (const options of [{ gpc: true }, { analytics: false }]) {
      consent('opt-out', options);
      const visit = freshVisitTouch();
      visit.noteVisit(true, LANDING);
      expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
      expect(visit.visitLanding()).toBeUndefined();
    }
  });

  it('opt-in: nothing stored before consent; accepting on the first page keeps that page', () => {
    consent('opt-in');
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
    expect(visit.visitLanding()).toBeUndefined();
    window.__sonaraConsent!.granted.analytics = true;
    expect(visit.visitLanding()).toEqual(LANDING);
    visit.noteVisit(false, NEXT_PAGE);
    expect(JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY)!)).toEqual(LANDING);
  });

  it('opt-in with GPC: remembered once the visitor accepts analytics over the signal', () => {
    consent('opt-in', { gpc: true });
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    expect(visit.visitLanding()).toBeUndefined();
    window.__sonaraConsent!.granted.analytics = true;
    expect(visit.visitLanding()).toEqual(LANDING);
  });

  it('off: always remembered, GPC or not', () => {
    consent('off', { gpc: true });
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    expect(visit.visitLanding()).toEqual(LANDING);
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).not.toBeNull();
  });

  it('a new entry begins a new visit', () => {
    consent('off');
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    visit.noteVisit(true, { p: '/faq', q: '?utm_source=bing', r: '' });
    expect(visit.visitLanding()?.p).toBe('/faq');
  });

  it('withdrawing consent removes what was stored, and nothing is remembered after', () => {
    consent('opt-out');
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).not.toBeNull();
    window.__sonaraConsent!.granted.analytics = false;
    visit.noteVisit(false, NEXT_PAGE);
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
    expect(visit.visitLanding()).toBeUndefined();
  });

  it('without the consent runtime (the admin) nothing is remembered', () => {
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
  });

  it('a decision refusing analytics clears the stored visit at once', async () => {
    consent('opt-out');
    const visit = freshVisitTouch();
    visit.noteVisit(true, LANDING);
    const { applyDecision } = await import('@/lib/consent/consent-decision');
    global.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 201 })));
    applyDecision(window.__sonaraConsent!, { analytics: false, marketing: false }, 'reject-all');
    expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
  });
});
