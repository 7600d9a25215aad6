'use client';

import { useEffect, useRef, useState } from 'react';
import { applyDecision } from '@/lib/consent/consent-decision';
import {
  consentRuntime,
  gpcLocksMarketing,
  needsBanner,
  needsGpcRecord,
  type ConsentChoices,
  type ConsentView,
} from '@/lib/consent/consent-runtime';
import type { ConsentAction } from '@/lib/consent/contract';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentPreferences, type GpcNotice } from '@/components/consent/consent-preferences';

export const OPTED_OUT_MESSAGE =
  'You have opted out of the sale or sharing of your personal information: marketing pixels are now off on this site.';
export const RELOAD_ON_CLOSE_MESSAGE =
  'Marketing code that already ran on this page stops when you close this dialog (the page reloads).';

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
  // The footer's opt-out is done before the dialog opens; the dialog says what it changed.
  const [optOut, setOptOut] = useState<{ reloadOnClose: boolean } | null>(null);
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
    // "Do Not Sell or Share": opts out at once; the dialog then says so. Code that already ran can
    // only be stopped by a reload, left for when the visitor has read that and closes the dialog.
    if (view === 'opt-out') {
      const reloadOnClose = applyDecision(
        runtime,
        { analytics: false, marketing: false },
        'reject-all',
      );
      // The decision is a side effect of opening (once, guarded above); its outcome is UI state.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOptOut({ reloadOnClose });
    }
  }, [runtime, view]);

  if (!runtime) return null;
  const gpcNotice: GpcNotice = !runtime.gpc
    ? 'none'
    : gpcLocksMarketing(runtime)
      ? 'locked'
      : 'noted';

  const decide = (next: ConsentChoices, action: ConsentAction) => {
    const hadFocus = !!document.activeElement?.closest('[data-consent-banner]');
    setChoices({
      analytics: next.analytics,
      marketing: next.marketing && !gpcLocksMarketing(runtime),
    });
    setBanner(false);
    setPreferences(false);
    if (applyDecision(runtime, next, action)) location.reload();
    else if (hadFocus) focusMain();
  };

  return (
    <>
      {banner && (
        <ConsentBanner
          gpcNoted={gpcNotice === 'noted'}
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
        onOpenChange={(open) => {
          setPreferences(open);
          if (!open && optOut?.reloadOnClose) location.reload();
        }}
        initial={choices}
        gpc={gpcNotice}
        notice={
          optOut
            ? `${OPTED_OUT_MESSAGE}${optOut.reloadOnClose ? ` ${RELOAD_ON_CLOSE_MESSAGE}` : ''}`
            : undefined
        }
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
