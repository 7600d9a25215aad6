'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useRunAction } from '@/components/site/run-action';

/** An address on this site that a click may open by client-side navigation; null otherwise. */
export function inSiteHref(link: HTMLAnchorElement): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within this page: the browser's own (the scroll manager moves the focus).
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    return url.hash ? null : `${url.pathname}${url.search}`;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page's delegated clicks. A trigger button anywhere (components/site/action-triggers: demo,
 * ROI calculator, contact, a section of the page) runs the action its `data-site-action` names: no
 * button is hydrated on its own. In content sent as HTML only (see static-html.tsx), which React
 * never hydrates, a link to another page of the site navigates client-side like `next/link`
 * (prefetched when pointed at or focused). Clicks with a modifier key or another button keep the
 * browser's behaviour. Rendered once, inside the providers the actions use;
 * `data-static-html-events` on the root element says the handlers are in place.
 */
export function StaticHtmlEvents() {
  const router = useRouter();
  const runAction = useRunAction();

  useEffect(() => {
    const staticElement = <T extends Element>(event: Event, selector: string): T | null => {
      if (!(event.target instanceof Element)) return null;
      const element = event.target.closest<T & Element>(selector);
      return element?.closest('[data-static-html]') ? element : null;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const button =
        event.target instanceof Element
          ? event.target.closest<HTMLButtonElement>('button[data-site-action]')
          : null;
      if (button) {
        if (!button.disabled) runAction(button);
        return;
      }
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = staticElement<HTMLAnchorElement>(event, 'a[href]');
      const href = link && inSiteHref(link);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    const prefetch = (event: Event) => {
      const link = staticElement<HTMLAnchorElement>(event, 'a[href]');
      const href = link && inSiteHref(link);
      if (href) router.prefetch(href);
    };
    window.addEventListener('click', onClick);
    window.addEventListener('pointerover', prefetch, { passive: true });
    window.addEventListener('focusin', prefetch);
    const root = document.documentElement;
    root.dataset.staticHtmlEvents = '';
    return () => {
      delete root.dataset.staticHtmlEvents;
      window.removeEventListener('click', onClick);
      window.removeEventListener('pointerover', prefetch);
      window.removeEventListener('focusin', prefetch);
    };
  }, [router, runAction]);

  return null;
}
