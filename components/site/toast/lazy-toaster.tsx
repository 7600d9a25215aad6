'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { onToasterWanted } from '@/components/site/toast/toast';

const ReadyToaster = dynamic(() => import('@/components/site/toast/ready-toaster'), {
  ssr: false,
});

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

  return wanted ? <ReadyToaster /> : null;
}
