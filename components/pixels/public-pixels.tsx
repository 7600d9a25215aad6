import 'server-only';
import { cache } from 'react';
import { getEnabledPixels } from '@/lib/pixels/enabled-pixels';
import type { ConsentPageConfig } from '@/lib/consent/contract';
import { PixelElements } from '@/components/pixels/pixel-elements';
import { ActivateGrantedPixels } from '@/components/consent/consent-scripts';
import { ConsentBootScript } from '@/components/consent/consent-boot-script';

// One cache read per render, shared by the head, the body and the footer's consent links.
const enabledPixels = cache(getEnabledPixels);

/** The consent settings this page was rendered with (cached with the pixels). */
export async function pageConsentConfig(): Promise<ConsentPageConfig> {
  return (await enabledPixels()).consent;
}

/**
 * The consent boot script, then the head pixels (gated ones inert), then the call that runs those
 * the stored decision grants. Render inside `<head>` of the public root layout only (never /admin).
 */
export async function HeadPixels() {
  const { head, consent } = await enabledPixels();
  return (
    <>
      <ConsentBootScript config={consent} />
      <PixelElements nodes={head} />
      {consent.mode !== 'off' && <ActivateGrantedPixels />}
    </>
  );
}

/** End-of-body pixels and their activation; render as the last children of `<body>`. */
export async function BodyPixels() {
  const { body, consent } = await enabledPixels();
  return (
    <>
      <PixelElements nodes={body} />
      {consent.mode !== 'off' && <ActivateGrantedPixels />}
    </>
  );
}
