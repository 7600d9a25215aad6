/**
 * Delay before scrolling to a section after a navigation or hash change (the page lays out
 * first). Kept here, not with the navigation's links: the scroll manager is in every page's
 * first load, and the footer's link lists would ride along.
 */
export const SCROLL_DELAY_MS = 100;

/** Scrolls a section into view and moves focus to it, so keyboard and screen-reader users follow. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
