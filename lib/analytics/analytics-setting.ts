import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { writeAudit, type AuditActor } from '@/lib/audit/audit-log';
import { getDb, type Database, type Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { CACHE_TAGS, isBuildPhase } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';

/** The setting that turns visitor analytics off entirely: no beacon on any page, nothing taken in. */
export const ANALYTICS_SETTING = 'analytics.enabled';

export async function readAnalyticsEnabled(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ANALYTICS_SETTING));
  // On until an admin turns it off: the counting is anonymous and stores nothing on the device.
  return row?.value !== 'false';
}

/**
 * The setting, cached across requests under its own tag: public pages render the beacon from it,
 * and the event endpoint reads it on every request without a query.
 */
export const analyticsEnabled = unstable_cache(
  // `next build` opens no database; the server never serves what the build cached.
  async () => (isBuildPhase() ? false : readAnalyticsEnabled(getDb())),
  ['analytics-enabled'],
  { tags: [CACHE_TAGS.analytics] },
);

/** Saves the setting with its audit row, then expires the pages that embed the beacon. */
export async function saveAnalyticsEnabled(
  db: Database,
  enabled: boolean,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const from = await readAnalyticsEnabled(tx);
    const now = new Date();
    const value = String(enabled);
    await tx
      .insert(settings)
      .values({ key: ANALYTICS_SETTING, value, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedAt: now, updatedBy: actor.id },
      });
    await writeAudit(tx, {
      actor,
      action: 'analytics.update',
      target: ANALYTICS_SETTING,
      details: { from, to: enabled },
    });
  });
  await expireCacheTag(db, CACHE_TAGS.analytics);
}
