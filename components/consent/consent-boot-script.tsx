import 'server-only';
import type { ConsentPageConfig } from '@/lib/consent/contract';
import { CONSENT_BOOT_SCRIPT_ID, CONSENT_COOKIE } from '@/lib/consent/contract';
import { consentBootSource } from '@/lib/consent/consent-boot';
import {
  GATED_CATEGORY,
  GATED_MARKER,
  GATED_PREFIX,
  GATED_TAG,
  GATED_TEXT,
} from '@/lib/pixels/pixel-gating';

const NAMES = {
  cookie: CONSENT_COOKIE,
  marker: GATED_MARKER,
  category: GATED_CATEGORY,
  prefix: GATED_PREFIX,
  tag: GATED_TAG,
  text: GATED_TEXT,
};

/**
 * The consent boot script, inline and first in the head: it must run before any pixel (Google
 * Consent Mode defaults) and cannot wait for a download. A Server Component: the browser runs the
 * script while parsing, and hydration matches the same element without running it again. Public
 * pages have no `script-src` in their policy, like the pixels' own inline scripts, so it needs no
 * nonce or hash.
 */
export function ConsentBootScript({ config }: { config: ConsentPageConfig }) {
  return (
    <script
      id={CONSENT_BOOT_SCRIPT_ID}
      dangerouslySetInnerHTML={{ __html: consentBootSource(config, NAMES) }}
    />
  );
}
