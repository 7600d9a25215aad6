'use client';

import { useCallback, useState } from 'react';
import { refreshJobListings } from '@/components/careers/refresh-job-listings';
import { useRefreshOnFocus } from '@/components/careers/use-refresh-on-focus';

/**
 * The served job listings, replaced by fresh ones when the visitor returns to the tab, so a tab
 * left open shows jobs published meanwhile. One server call fetches just the listings: a router
 * refresh would also re-request every prefetched link on the page.
 */
export function LiveJobListings({ children }: { children: React.ReactNode }) {
  const [listings, setListings] = useState<React.ReactNode>(children);
  const refresh = useCallback(async () => {
    setListings(await refreshJobListings());
  }, []);
  useRefreshOnFocus(refresh);
  return listings;
}
