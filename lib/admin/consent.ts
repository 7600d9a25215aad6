import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { CONSENT_MODES, type ConsentMode } from '@/lib/consent/contract';
import { consentCountsByDay, type ConsentDay } from '@/lib/consent/consent-log';
import { readConsentMode } from '@/lib/consent/mode';
import { saveConsentMode } from '@/lib/consent/save-mode';

/** What the admin's consent section shows: the mode and the configuration it runs under. */
export interface ConsentSettingsView {
  mode: ConsentMode;
  policyVersion: string;
  maxAgeDays: number;
}

/** Days of the consent log the admin's table covers. */
const CONSENT_LOG_DAYS = 30;

const modeInputSchema = z.strictObject({ mode: z.enum(CONSENT_MODES, 'Choose a consent mode') });

function settingsView(mode: ConsentMode): ConsentSettingsView {
  const { CONSENT_POLICY_VERSION, CONSENT_MAX_AGE_DAYS } = env();
  return { mode, policyVersion: CONSENT_POLICY_VERSION, maxAgeDays: CONSENT_MAX_AGE_DAYS };
}

/** The consent mode with the policy version and decision lifetime (admin only). */
export async function adminReadConsentSettings(_admin: AdminContext): Promise<ConsentSettingsView> {
  return settingsView(await readConsentMode(getDb()));
}

/** Saves the consent mode (admin only; validated, audited with from/to). */
export async function adminSetConsentMode(
  admin: AdminContext,
  input: unknown,
): Promise<ConsentSettingsView> {
  const { mode } = modeInputSchema.parse(input);
  await saveConsentMode(getDb(), mode, auditActor(admin));
  return settingsView(mode);
}

/** Decisions per day over the last 30 days, newest first (admin only). */
export async function adminConsentCounts(_admin: AdminContext): Promise<ConsentDay[]> {
  return consentCountsByDay(getDb(), CONSENT_LOG_DAYS);
}
