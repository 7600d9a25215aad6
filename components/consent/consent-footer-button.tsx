'use client';

import { requestConsentView, type ConsentView } from '@/lib/consent/consent-runtime';

/** A footer link-styled button that opens the consent settings or opts out at once. */
export function ConsentFooterButton({
  view,
  children,
}: {
  view: Extract<ConsentView, 'preferences' | 'opt-out'>;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => requestConsentView(view)}
      className="w-fit text-left text-slate-300 underline-offset-4 hover:text-white hover:underline"
    >
      {children}
    </button>
  );
}
