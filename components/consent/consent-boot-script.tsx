'use client';

import { lazy } from 'react';
import { CONSENT_BOOT_SCRIPT_ID, type ConsentPageConfig } from '@/lib/consent/contract';

const ServerBootScript = lazy(() =>
  import('@/components/consent/consent-boot-source').then((m) => ({
    default: m.ConsentBootScriptSource,
  })),
);

/** Hydration leaves the script's text as the server sent it. */
const SERVER_TEXT = { __html: '' };

/**
 * The consent boot script, sent once: as the page's inline script, not again as its text in the
 * hydration payload. In the browser it has run before React starts (and a script React inserts
 * would never run), so React keeps the server's element as it is. The boot code's chunk, which
 * only the server renders, is never requested by a browser.
 */
export function ConsentBootScript({ config }: { config: ConsentPageConfig }) {
  if (typeof document === 'undefined') return <ServerBootScript config={config} />;
  return (
    <script
      id={CONSENT_BOOT_SCRIPT_ID}
      dangerouslySetInnerHTML={SERVER_TEXT}
      suppressHydrationWarning
    />
  );
}
