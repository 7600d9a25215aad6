'use client';

import { Suspense, lazy, useEffect, useState } from 'react';
import { onToasterWanted } from '@/components/site/toast/toast';

// Drawn in the browser only, once wanted: React's lazy, without next/dynamic's code in the first
// load.
const ReadyToaster = lazy(() => import('@/components/site/toast/ready-toaster'));

/** Idle time after the page's load event before the toaster is fetched anyway. */
const IDLE_TIMEOUT_MS = 3_000;

function whenIdleAfterLoad(run: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * The public site's toaster, kept out of the first load: mounted when the browser is idle after
 * the page has loaded (so its live region is in place before any toast), or at the first toast.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const mount = () => setWanted(true);
    const stopListening = onToasterWanted(mount);
    const cancelIdle = whenIdleAfterLoad(mount);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, []);

  return wanted ? (
    <Suspense fallback={null}>
      <ReadyToaster />
    </Suspense>
  ) : null;
}
