import 'server-only';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/db/client';
import { deliveries } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import type { DeliveryRow } from '@/lib/delivery/attempt';
import {
  clearDisabledEndpoints,
  getDisabledEndpoints,
  markEndpointDisabled,
  type DisabledEndpoint,
} from '@/lib/settings/endpoint-status';
import { isWebhookSettingKey, type WebhookSettingKey } from '@/lib/settings/keys';
import { getWebhookSettings } from '@/lib/settings/webhook-settings';

/**
 * A held delivery waits as `failed` with this far-off next try, so no sweep sends it, until the
 * admin saves the endpoint's URL again and it becomes due at once. No lead is lost meanwhile.
 */
export const HELD_UNTIL = new Date('9999-01-01T00:00:00Z');

export const GONE_REASON = 'The receiver answered 410 Gone: this endpoint no longer exists.';

export function heldMessage(disabled: Pick<DisabledEndpoint, 'at'>): string {
  return `Held: the endpoint was disabled on ${disabled.at.slice(0, 10)} after 410 Gone; save its URL again to send.`;
}

/** The disabled mark of the endpoint a delivery goes to, when that very URL is disabled. */
export async function disabledFor(
  db: Executor,
  row: Pick<DeliveryRow, 'settingKey' | 'destination'>,
): Promise<DisabledEndpoint | undefined> {
  if (!row.settingKey || !isWebhookSettingKey(row.settingKey)) return undefined;
  const disabled = (await getDisabledEndpoints(db))[row.settingKey];
  return disabled?.url === row.destination ? disabled : undefined;
}

/**
 * After a 410 Gone: disables the endpoint (if its URL is still the one that answered), holds every
 * other waiting delivery to it, and writes the change to the audit log.
 */
export async function disableGoneEndpoint(db: Database, row: DeliveryRow, now: Date) {
  const key = row.settingKey;
  if (!key || !isWebhookSettingKey(key)) return;
  await db.transaction(async (tx) => {
    const current = (await getWebhookSettings(tx))[key];
    // The admin already replaced or removed the URL: the new one has not answered anything yet.
    if (current !== row.destination) return;
    const record = { url: row.destination, at: now.toISOString(), reason: GONE_REASON };
    if (!(await markEndpointDisabled(tx, key, record))) return;
    await tx
      .update(deliveries)
      .set({
        status: 'failed',
        nextAttemptAt: HELD_UNTIL,
        lastError: heldMessage(record),
        updatedAt: now,
      })
      .where(
        and(
          eq(deliveries.settingKey, key),
          eq(deliveries.destination, row.destination),
          inArray(deliveries.status, ['pending', 'failed']),
        ),
      );
    await writeAudit(
      tx,
      {
        actor: { name: 'system' },
        action: 'webhook.disable',
        target: key,
        details: { reason: GONE_REASON, status: 410, deliveryId: row.id },
      },
      now,
    );
  });
}

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
