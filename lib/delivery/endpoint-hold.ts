import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/db/client';
import { deliveries } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import type { DeliveryRow } from '@/lib/delivery/attempt';
import {
  getDisabledEndpoints,
  markEndpointDisabled,
  type DisabledEndpoint,
} from '@/lib/settings/endpoint-status';
import { HELD_UNTIL } from '@/lib/settings/held-deliveries';
import { isWebhookSettingKey } from '@/lib/config/setting-keys';
import { getWebhookSettings } from '@/lib/settings/webhook-settings';

const GONE_REASON = 'The receiver answered 410 Gone: this endpoint no longer exists.';

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
