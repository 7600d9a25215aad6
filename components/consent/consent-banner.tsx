'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { GPC_NOTICE_MESSAGE } from '@/components/consent/consent-preferences';

type Props = {
  /** The browser sends GPC and the visitor may still grant marketing: say so before they choose. */
  gpcNoted: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomize: () => void;
};

/**
 * The first-visit consent banner: fixed over the bottom of the page (it never pushes content, so
 * no layout shift), not modal, and with three equally weighted choices, since a refusal must be as
 * easy as an acceptance.
 */
export function ConsentBanner({ gpcNoted, onAcceptAll, onRejectAll, onCustomize }: Props) {
  const ref = useRef<HTMLElement>(null);

  // Room below the footer, so its last links can be scrolled clear of the banner. Added after the
  // content, it moves nothing already on screen.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { style } = document.body;
    const observer = new ResizeObserver(() => {
      style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.paddingBottom = '';
    };
  }, []);

  return (
    <section
      ref={ref}
      data-consent-banner
      aria-labelledby="consent-banner-title"
      aria-describedby={gpcNoted ? 'consent-banner-text consent-banner-gpc' : 'consent-banner-text'}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:p-5"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-1 text-sm">
          <h2 id="consent-banner-title" className="text-base font-semibold">
            Your privacy choices
          </h2>
          <p id="consent-banner-text" className="max-w-3xl text-muted-foreground">
            We use necessary cookies to run this site. With your consent we also use analytics and
            marketing tools, including tracking pixels. You can change your choice at any time under
            &quot;Cookie settings&quot; in the footer. See our{' '}
            <Link href="/privacy-policy" className="underline underline-offset-4">
              Privacy Policy
            </Link>
            .
          </p>
          {gpcNoted && (
            <p id="consent-banner-gpc" className="max-w-3xl font-medium">
              {GPC_NOTICE_MESSAGE}
            </p>
          )}
        </div>
        <div className="grid shrink-0 grid-cols-1 gap-2 sm:grid-cols-3">
          <Button variant="outline" onClick={onAcceptAll}>
            Accept all
          </Button>
          <Button variant="outline" onClick={onRejectAll}>
            Reject all
          </Button>
          <Button variant="outline" onClick={onCustomize}>
            Customize
          </Button>
        </div>
      </div>
    </section>
  );
}
