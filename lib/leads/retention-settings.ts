import 'server-only';
import '@/lib/validation/zod-jitless';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';

/** Settings rows of the retention policy; no row means that deletion is off. */
export const RETENTION_KEYS = {
  leadMonths: 'retention.leadMonths',
  resumeDays: 'retention.resumeDays',
  /** The hour (UTC, "YYYY-MM-DDTHH") of the last sweep some instance claimed. */
  lastRunHour: 'retention.lastRunHour',
} as const;

const RETENTION_LIMITS = {
  leadMonths: { min: 1, max: 120 },
  resumeDays: { min: 1, max: 3650 },
} as const;

export const retentionSchema = z.object({
  leadMonths: z
    .number('Enter a whole number of months')
    .int('Enter a whole number of months')
    .min(RETENTION_LIMITS.leadMonths.min, 'Between 1 and 120 months')
    .max(RETENTION_LIMITS.leadMonths.max, 'Between 1 and 120 months')
    .nullable(),
  resumeDays: z
    .number('Enter a whole number of days')
    .int('Enter a whole number of days')
    .min(RETENTION_LIMITS.resumeDays.min, 'Between 1 and 3650 days')
    .max(RETENTION_LIMITS.resumeDays.max, 'Between 1 and 3650 days')
    .nullable(),
});
export type RetentionPolicy = z.infer<typeof retentionSchema>;

/** A stored value, or null (off) for a missing row or one that is out of range. */
function stored(value: string | undefined, limits: { min: number; max: number }): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= limits.min && number <= limits.max ? number : null;
}

export async function readRetentionPolicy(db: Executor): Promise<RetentionPolicy> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [RETENTION_KEYS.leadMonths, RETENTION_KEYS.resumeDays]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    leadMonths: stored(value(RETENTION_KEYS.leadMonths), RETENTION_LIMITS.leadMonths),
    resumeDays: stored(value(RETENTION_KEYS.resumeDays), RETENTION_LIMITS.resumeDays),
  };
}

/** Stores the policy: a number sets a limit, null removes its row (off). */
export async function writeRetentionPolicy(
  db: Executor,
  policy: RetentionPolicy,
  updatedBy: string | null,
): Promise<void> {
  const now = new Date();
  for (const name of ['leadMonths', 'resumeDays'] as const) {
    const key = RETENTION_KEYS[name];
    const value = policy[name];
    if (value === null) {
      await db.delete(settings).where(inArray(settings.key, [key]));
      continue;
    }
    await db
      .insert(settings)
      .values({ key, value: String(value), updatedAt: now, updatedBy })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: now, updatedBy },
      });
  }
}
