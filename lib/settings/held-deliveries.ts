import 'server-only';
import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { deliveries } from '@/lib/db/schema';
import { clearDisabledEndpoints } from '@/lib/settings/endpoint-status';
import type { WebhookSettingKey } from '@/lib/config/setting-keys';

/**
 * A held delivery waits as `failed` with this far-off next try, so no sweep sends it, until the
 * admin saves the endpoint's URL again and it becomes due at once. No lead is lost meanwhile.
 */
export const HELD_UNTIL = new Date('9999-01-01T00:00:00Z');

/**
 * The admin saved these endpoints (a URL, or '' to remove it): their disabled marks go, and the
 * deliveries held for them are sent to the saved URL now (or end, when the URL was removed).
 * Returns the keys that were re-enabled. Runs inside the save's transaction.
 */
export async function enableSavedEndpoints(
  tx: Executor,
  saved: readonly (readonly [WebhookSettingKey, string])[],
  now: Date,
): Promise<WebhookSettingKey[]> {
  const enabled = await clearDisabledEndpoints(
    tx,
    saved.map(([key]) => key),
  );
  for (const [key, url] of saved) {
    const held = and(
      eq(deliveries.settingKey, key),
      eq(deliveries.status, 'failed'),
      gte(deliveries.nextAttemptAt, HELD_UNTIL),
    );
    await tx
      .update(deliveries)
      .set(
        url === ''
          ? { status: 'dead', lastError: 'Not sent: the webhook URL was removed.', updatedAt: now }
          : { destination: url, nextAttemptAt: now, lastError: null, updatedAt: now },
      )
      .where(held);
  }
  return enabled;
}
