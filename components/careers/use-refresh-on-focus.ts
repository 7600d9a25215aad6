'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';

const MIN_INTERVAL_MS = 2_000;

/**
 * Re-fetches the page's server data when the window regains focus or the tab becomes visible
 * so a visitor who left the tab open sees jobs published meanwhile. Focus and
 * visibility usually fire together; one refresh covers both.
 */
export function useRefreshOnFocus(): void {
  const router = useRouter();
  const lastRefresh = useRef(0);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - lastRefresh.current < MIN_INTERVAL_MS) return;
      lastRefresh.current = now;
      router.refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [router]);
}
