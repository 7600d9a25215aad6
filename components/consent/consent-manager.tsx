'use client';

import { useEffect, useRef, useState } from 'react';
import { applyDecision } from '@/lib/consent/consent-decision';
import {
  consentRuntime,
  needsBanner,
  needsGpcRecord,
  type ConsentChoices,
  type ConsentView,
} from '@/lib/consent/consent-runtime';
import type { ConsentAction } from '@/lib/consent/contract';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentPreferences } from '@/components/consent/consent-preferences';

/** Where focus goes when the banner it was in disappears: the page's main content, not `<body>`. */
function focusMain(): void {
  const main = document.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** The consent banner and preferences dialog for one request (first visit or a footer link). */
export function ConsentManager({ view }: { view: ConsentView }) {
  const runtime = consentRuntime();
  const recorded = useRef(false);
  // What had focus when the dialog opened (the footer link, or "Customize"): the dialog has no
  // trigger element of its own to return focus to.
  const opener = useRef<Element | null>(null);
  // A GPC opt-out (recorded below) is the decision, so no banner asks for one.
  const [banner, setBanner] = useState(
    () => view === 'banner' && !!runtime && needsBanner(runtime) && !needsGpcRecord(runtime),
  );
  const [preferences, setPreferences] = useState(() => view !== 'banner');
  const [choices, setChoices] = useState<ConsentChoices>(() =>
    view === 'opt-out'
      ? { analytics: false, marketing: false }
      : {
          analytics: runtime?.granted.analytics ?? false,
          marketing: runtime?.granted.marketing ?? false,
        },
  );

  useEffect(() => {
    if (!runtime || recorded.current) return;
    recorded.current = true;
    opener.current = document.activeElement;
    // Recorded once, with no click, before anything else is asked.
    if (needsGpcRecord(runtime)) {
      applyDecision(runtime, { analytics: runtime.granted.analytics, marketing: false }, 'gpc');
    }
    // "Do Not Sell or Share": opts out at once; the dialog then shows the result.
    if (
      view === 'opt-out' &&
      applyDecision(runtime, { analytics: false, marketing: false }, 'reject-all')
    ) {
      location.reload();
    }
  }, [runtime, view]);

  if (!runtime) return null;

  const decide = (next: ConsentChoices, action: ConsentAction) => {
    const hadFocus = !!document.activeElement?.closest('[data-consent-banner]');
    setChoices({ analytics: next.analytics, marketing: next.marketing && !runtime.gpc });
    setBanner(false);
    setPreferences(false);
    if (applyDecision(runtime, next, action)) location.reload();
    else if (hadFocus) focusMain();
  };

  return (
    <>
      {banner && (
        <ConsentBanner
          onAcceptAll={() => decide({ analytics: true, marketing: true }, 'accept-all')}
          onRejectAll={() => decide({ analytics: false, marketing: false }, 'reject-all')}
          onCustomize={() => {
            opener.current = document.activeElement;
            setPreferences(true);
          }}
        />
      )}
      <ConsentPreferences
        open={preferences}
        onOpenChange={setPreferences}
        initial={choices}
        gpc={runtime.gpc}
        onSave={(next) => decide(next, 'custom')}
        onCloseAutoFocus={(event) => {
          // Back to the opener, unless a decision removed it (with the banner): then to the content.
          event.preventDefault();
          const back = opener.current;
          if (back instanceof HTMLElement && back.isConnected) back.focus();
          else focusMain();
        }}
      />
    </>
  );
}
