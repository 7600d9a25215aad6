'use client';

import { Suspense, lazy, useEffect, useState } from 'react';
import {
  consentRuntime,
  needsBanner,
  needsGpcRecord,
  onConsentViewRequest,
  type ConsentView,
} from '@/lib/consent/consent-runtime';

// The banner's code stays out of the first load: fetched after hydration, and only when there is
// something to ask or record, or the visitor opens the settings (React's lazy: next/dynamic's
// own code would join the first load).
const ConsentManager = lazy(() =>
  import('@/components/consent/consent-manager').then((module) => ({
    default: module.ConsentManager,
  })),
);

type Request = { view: ConsentView; id: number };

/** Mounts the consent banner and preferences when a public page needs them. */
export function ConsentIsland() {
  const [request, setRequest] = useState<Request | null>(null);

  useEffect(() => {
    const ask = (view: ConsentView) => setRequest((last) => ({ view, id: (last?.id ?? 0) + 1 }));
    const runtime = consentRuntime();
    if (runtime && (needsBanner(runtime) || needsGpcRecord(runtime))) ask('banner');
    return onConsentViewRequest(ask);
  }, []);

  return request ? (
    <Suspense fallback={null}>
      <ConsentManager key={request.id} view={request.view} />
    </Suspense>
  ) : null;
}
