import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { readAnalyticsEnabled, saveAnalyticsEnabled } from '@/lib/analytics/analytics-setting';

/** What the admin's analytics setting shows: on or off, and how long raw events are kept. */
export interface AnalyticsSettingsView {
  enabled: boolean;
  rawDays: number;
}

const inputSchema = z.strictObject({ enabled: z.boolean('Choose on or off') });

const view = (enabled: boolean): AnalyticsSettingsView => ({
  enabled,
  rawDays: env().ANALYTICS_RAW_DAYS,
});

export async function adminReadAnalyticsSettings(
  _admin: AdminContext,
): Promise<AnalyticsSettingsView> {
  return view(await readAnalyticsEnabled(getDb()));
}

/** Turns visitor analytics on or off (admin only; audited with from/to). */
export async function adminSetAnalyticsEnabled(
  admin: AdminContext,
  input: unknown,
): Promise<AnalyticsSettingsView> {
  const { enabled } = inputSchema.parse(input);
  await saveAnalyticsEnabled(getDb(), enabled, auditActor(admin));
  return view(enabled);
}
