'use client';

import { useCallback } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { scrollToSection } from '@/components/site/scroll';

/**
 * Returns a function that brings the visitor to the home page's contact section: a scroll on `/`,
 * otherwise a navigation to `/#contact` (the scroll manager scrolls there after 100 ms).
 */
export function useGoToContact(): () => void {
  const pathname = usePathname();
  const router = useRouter();
  return useCallback(() => {
    if (pathname === '/' && scrollToSection('contact')) {
      window.history.replaceState(null, '', '/#contact');
      return;
    }
    router.push('/#contact');
  }, [pathname, router]);
}
