'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { LEAD_FORM_ATTRIBUTE } from '@/lib/forms/attributes';
import { enableTracking, sendEvent, track } from '@/lib/analytics/track';
import { noteVisit } from '@/lib/analytics/visit-touch';

const FORM_SELECTOR = `form[${LEAD_FORM_ATTRIBUTE}]`;

/**
 * True when this page load begins a visit: the visitor followed a link or typed the address, and
 * did not come from another page of this site. A reload or a step back keeps the first page's
 * referrer, but continues the visit it began.
 */
function beginsVisit(): boolean {
  const load = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (load && load.type !== 'navigate') return false;
  try {
    return new URL(document.referrer).host !== window.location.host;
  } catch {
    return true;
  }
}

/**
 * The site's own visitor counting, on public pages only: a page view per address (also after a
 * client-side navigation), and when a lead form comes into view and when its first field is
 * touched. The first view of a visit carries the referrer and the query string (for UTM tags),
 * the others only their path. The counting stores nothing on the device; the visit's first page
 * is remembered for the tab (for the lead's first touch) only as consent allows.
 */
export function AnalyticsBeacon() {
  const pathname = usePathname();
  const firstView = useRef(true);

  useEffect(() => {
    enableTracking();
    const entry = firstView.current && beginsVisit();
    firstView.current = false;
    const touch = { p: pathname, q: window.location.search, r: document.referrer };
    noteVisit(entry, touch);
    sendEvent(entry ? { n: 'pageview', e: 1, ...touch } : { n: 'pageview', p: pathname });

    const typeOf = (form: Element) => form.getAttribute(LEAD_FORM_ATTRIBUTE) ?? undefined;
    const seen = new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (!isIntersecting) continue;
          seen.unobserve(target);
          track('form_seen', typeOf(target));
        }
      },
      { threshold: 0.3 },
    );
    // A form may appear after the page does (a form loaded when it comes near the viewport).
    const watched = new WeakSet<Element>();
    const watchForms = () => {
      for (const form of document.querySelectorAll(FORM_SELECTOR)) {
        if (watched.has(form)) continue;
        watched.add(form);
        seen.observe(form);
      }
    };
    watchForms();
    const added = new MutationObserver(watchForms);
    added.observe(document.body, { childList: true, subtree: true });
    const started = new WeakSet<Element>();
    const onFocus = (event: FocusEvent) => {
      const form = (event.target as Element | null)?.closest?.(FORM_SELECTOR);
      if (!form || started.has(form)) return;
      started.add(form);
      track('form_start', typeOf(form));
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      seen.disconnect();
      added.disconnect();
      document.removeEventListener('focusin', onFocus);
    };
  }, [pathname]);

  return null;
}
