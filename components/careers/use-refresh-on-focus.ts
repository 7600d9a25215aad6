'use client';

import { useEffect, useRef } from 'react';

/** Returning to the tab more often than this reuses what the last refresh brought. */
export const MIN_REFRESH_INTERVAL_MS = 5_000;

/**
 * Runs `refresh` when the window regains focus or the tab becomes visible, so a visitor who left
 * the tab open sees jobs published meanwhile. Both events usually fire together, and a visitor may
 * switch tabs back and forth: one refresh at a time, at most one per interval, counted from its
 * start.
 */
export function useRefreshOnFocus(refresh: () => Promise<void>): void {
  const lastStart = useRef(Number.NEGATIVE_INFINITY);
  const running = useRef(false);

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || running.current) return;
      const now = Date.now();
      if (now - lastStart.current < MIN_REFRESH_INTERVAL_MS) return;
      lastStart.current = now;
      running.current = true;
      // A failed refresh keeps the listings on screen; the next return tries again.
      refresh()
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
        });
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refresh]);
}
