'use client';

import { useEffect } from 'react';
import * as sonner from 'sonner';
import { Toaster } from '@/components/ui/sonner';
import { toasterReady } from '@/components/site/toast/toast';

/** sonner's toaster; once it has mounted (and subscribed to toasts), waiting toasts are shown. */
export default function ReadyToaster() {
  // Child effects run first, so sonner's own subscription is in place when this one runs.
  useEffect(() => {
    toasterReady(sonner);
    return () => toasterReady(null);
  }, []);
  return <Toaster />;
}
