import 'server-only';
import { writeAudit, type AuditActor } from '@/lib/audit/audit-log';
import { CONSENT_MODE_SETTING, type ConsentMode } from '@/lib/consent/contract';
import { readConsentMode } from '@/lib/consent/mode';
import type { Database } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { CACHE_TAGS } from '@/lib/server/cache-tags';
import { expireCacheTag } from '@/lib/server/expire-tag';

/**
 * Saves the consent mode with its audit row in one transaction, then expires the pixels tag:
 * public pages embed the mode next to the pixels, so they must render again to pick it up.
 */
export async function saveConsentMode(
  db: Database,
  mode: ConsentMode,
  actor: AuditActor,
): Promise<{ from: ConsentMode; to: ConsentMode }> {
  const from = await db.transaction(async (tx) => {
    const previous = await readConsentMode(tx);
    const now = new Date();
    await tx
      .insert(settings)
      .values({ key: CONSENT_MODE_SETTING, value: mode, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: mode, updatedAt: now, updatedBy: actor.id },
      });
    await writeAudit(tx, {
      actor,
      action: 'consent.mode.update',
      target: CONSENT_MODE_SETTING,
      details: { from: previous, to: mode },
    });
    return previous;
  });
  await expireCacheTag(db, CACHE_TAGS.pixels);
  return { from, to: mode };
}
