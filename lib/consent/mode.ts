import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import {
  CONSENT_MODE_SETTING,
  CONSENT_MODES,
  DEFAULT_CONSENT_MODE,
  type ConsentMode,
  type ConsentPageConfig,
} from '@/lib/consent/contract';

function isConsentMode(value: string): value is ConsentMode {
  return (CONSENT_MODES as readonly string[]).includes(value);
}

/** The admin's consent mode; `opt-in` until one is chosen (the lawful default in the EU). */
export async function readConsentMode(db: Executor): Promise<ConsentMode> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CONSENT_MODE_SETTING));
  return row && isConsentMode(row.value) ? row.value : DEFAULT_CONSENT_MODE;
}

/**
 * What the banner on public pages needs, but whether anything can be refused (which depends on
 * the pixels): the mode plus the configured policy version and age.
 */
export async function readConsentPageConfig(
  db: Executor,
): Promise<Omit<ConsentPageConfig, 'refusable'>> {
  const { CONSENT_POLICY_VERSION, CONSENT_MAX_AGE_DAYS } = env();
  return {
    mode: await readConsentMode(db),
    policyVersion: CONSENT_POLICY_VERSION,
    maxAgeDays: CONSENT_MAX_AGE_DAYS,
  };
}
