import 'server-only';
import '@/lib/validation/zod-jitless';
import { inArray, like } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import {
  isWebhookSettingKey,
  type DisabledEndpointView,
  type WebhookSettingKey,
} from '@/lib/config/setting-keys';

/**
 * An endpoint switched off because its receiver answered 410 Gone ("this hook no longer exists"):
 * kept in the settings table under its own key until an admin saves the URL again.
 */
export interface DisabledEndpoint {
  /** The URL that answered 410 (a later, different URL is not disabled by it). */
  url: string;
  /** When it was disabled (ISO). */
  at: string;
  reason: string;
}

const PREFIX = 'webhookDisabled.';

function disabledEndpointKey(key: WebhookSettingKey): string {
  return `${PREFIX}${key}`;
}

const storedSchema = z.object({ url: z.string(), at: z.string(), reason: z.string() });

/** Every disabled endpoint, by setting key. */
export async function getDisabledEndpoints(
  db: Executor,
): Promise<Partial<Record<WebhookSettingKey, DisabledEndpoint>>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(like(settings.key, `${PREFIX}%`));
  const result: Partial<Record<WebhookSettingKey, DisabledEndpoint>> = {};
  for (const row of rows) {
    const key = row.key.slice(PREFIX.length);
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = storedSchema.safeParse(value);
    if (isWebhookSettingKey(key) && parsed.success) result[key] = parsed.data;
  }
  return result;
}

/** The admin's view: when and why each disabled endpoint was switched off. */
export function disabledView(
  disabled: Partial<Record<WebhookSettingKey, DisabledEndpoint>>,
): Partial<Record<WebhookSettingKey, DisabledEndpointView>> {
  return Object.fromEntries(
    Object.entries(disabled).map(([key, { at, reason }]) => [key, { at, reason }]),
  );
}

/**
 * Records an endpoint as disabled; true when this call disabled it (the first of several
 * deliveries answered 410 at once wins, so the change is audited once).
 */
export async function markEndpointDisabled(
  db: Executor,
  key: WebhookSettingKey,
  record: DisabledEndpoint,
): Promise<boolean> {
  const inserted = await db
    .insert(settings)
    .values({
      key: disabledEndpointKey(key),
      value: JSON.stringify(record),
      updatedAt: new Date(record.at),
    })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return inserted.length > 0;
}

/** Removes the disabled marks of these endpoints; returns the keys that were disabled. */
export async function clearDisabledEndpoints(
  db: Executor,
  keys: readonly WebhookSettingKey[],
): Promise<WebhookSettingKey[]> {
  if (keys.length === 0) return [];
  const removed = await db
    .delete(settings)
    .where(inArray(settings.key, keys.map(disabledEndpointKey)))
    .returning({ key: settings.key });
  return removed.map((row) => row.key.slice(PREFIX.length)).filter(isWebhookSettingKey);
}
