'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { SCROLL_DELAY_MS, scrollToSection } from '@/components/site/scroll';

// Old links use #home for the home-services section of /solutions (spec "/solutions").
const HASH_ALIASES: Record<string, string> = { home: 'home-services' };

function scrollToHashTarget(target: string): void {
  if (scrollToSection(target)) return;
  const alias = HASH_ALIASES[target];
  if (alias) scrollToSection(alias);
}

/** On every route change: scroll to the hash target after 100 ms if there is one, else to the top. */
export function ScrollManager() {
  const pathname = usePathname();

  useEffect(() => {
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (!target) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const timer = window.setTimeout(() => scrollToHashTarget(target), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const onHashChange = () => {
      const target = decodeURIComponent(window.location.hash.slice(1));
      if (target) window.setTimeout(() => scrollToHashTarget(target), SCROLL_DELAY_MS);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
