'use client';

import { useEffect } from 'react';
import * as sonner from 'sonner';
import { Toaster } from '@/components/ui/sonner';
import { toasterReady } from '@/components/site/toast/toast';

/**
 * Toasts sit at the top, over the sticky header and the section's top padding: the demo and form
 * toasts appear while the visitor is at the contact form, and in a bottom corner they covered its
 * submit button and the Terms link (and, on a phone, the whole width of the form).
 */
const TOP_OFFSET = { top: 8 };

/** sonner's toaster; once it has mounted (and subscribed to toasts), waiting toasts are shown. */
export default function ReadyToaster() {
  // Child effects run first, so sonner's own subscription is in place when this one runs.
  useEffect(() => {
    toasterReady(sonner);
    return () => toasterReady(null);
  }, []);
  return <Toaster position="top-center" offset={TOP_OFFSET} mobileOffset={TOP_OFFSET} />;
}
