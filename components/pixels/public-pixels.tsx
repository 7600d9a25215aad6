import 'server-only';
import { cache } from 'react';
import { getEnabledPixels, type EnabledPixels } from '@/lib/pixels/enabled-pixels';
import { isDatabaseUnavailable } from '@/lib/admin/db-unavailable';
import { PARTIAL_RENDER_ATTRIBUTE } from '@/lib/cache/page-store.mjs';
import { env } from '@/lib/config/env';
import { DEFAULT_CONSENT_MODE, type ConsentPageConfig } from '@/lib/consent/contract';
import { log } from '@/lib/log/logger';
import { PixelElements } from '@/components/pixels/pixel-elements';
import { ActivateGrantedPixels } from '@/components/consent/consent-scripts';
import { ConsentBootScript } from '@/components/consent/consent-boot-script';

/**
 * The pixels, or none while the database cannot be read: content fails open (the page renders),
 * tracking fails closed (no pixel runs). Such a page is marked so the page cache does not keep it
 * in place of the complete one (lib/cache/page-store.mjs).
 */
async function pixelsOrNone(): Promise<EnabledPixels & { unavailable?: true }> {
  try {
    return await getEnabledPixels();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn('pixels.unavailable', '[pixels] database unavailable: page rendered without pixels');
    const consent: ConsentPageConfig = {
      mode: DEFAULT_CONSENT_MODE,
      policyVersion: env().CONSENT_POLICY_VERSION,
      maxAgeDays: env().CONSENT_MAX_AGE_DAYS,
      // Nothing runs that a visitor could refuse, so no banner asks.
      refusable: false,
    };
    return { head: [], body: [], consent, unavailable: true };
  }
}

// One read per render, shared by the head, the body and the footer's consent links.
const enabledPixels = cache(pixelsOrNone);

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
  const { body, consent, unavailable } = await enabledPixels();
  return (
    <>
      {unavailable && <template {...{ [PARTIAL_RENDER_ATTRIBUTE]: 'tracking-pixels' }} />}
      <PixelElements nodes={body} />
      {consent.mode !== 'off' && <ActivateGrantedPixels />}
    </>
  );
}
