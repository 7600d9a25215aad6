import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import { enableSavedEndpoints } from '@/lib/settings/held-deliveries';
import { checkOutboundUrl, type OutboundUrlOptions } from '@/lib/http/ssrf-guard';
import {
  WEBHOOK_SETTING_KEYS,
  type WebhookSettingKey,
  type WebhookSettings,
} from '@/lib/config/setting-keys';
import { getEndpointSecret } from '@/lib/settings/stored-secrets';

interface SettingsActor {
  id: string;
  name: string;
}

type SaveWebhookSettingsResult =
  | { ok: true; settings: WebhookSettings; changed: WebhookSettingKey[] }
  | { ok: false; errors: Partial<Record<WebhookSettingKey, string>> };

/** The five webhook URLs ('' when not configured). */
export async function getWebhookSettings(db: Executor): Promise<WebhookSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...WEBHOOK_SETTING_KEYS]));
  const result = Object.fromEntries(
    WEBHOOK_SETTING_KEYS.map((key) => [key, '']),
  ) as WebhookSettings;
  for (const row of rows) result[row.key as WebhookSettingKey] = row.value;
  return result;
}

/**
 * Saves some webhook URLs ('' clears one). Every non-empty URL passes the SSRF guard first; a
 * refused URL comes back as a field error with the reason and nothing is saved. A newly set
 * endpoint gets its signing secret, and the change is written to the audit log (keys only: a hook
 * URL can itself be a credential).
 */
export async function saveWebhookSettings(
  db: Database,
  partial: Partial<Record<WebhookSettingKey, string>>,
  actor: SettingsActor | null,
  guard: OutboundUrlOptions = {},
): Promise<SaveWebhookSettingsResult> {
  const entries = WEBHOOK_SETTING_KEYS.filter((key) => typeof partial[key] === 'string').map(
    (key) => [key, (partial[key] ?? '').trim()] as const,
  );
  const errors: Partial<Record<WebhookSettingKey, string>> = {};
  await Promise.all(
    entries.map(async ([key, url]) => {
      if (url === '') return;
      const check = await checkOutboundUrl(url, guard);
      if (!check.ok) errors[key] = check.reason;
    }),
  );
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const changed: WebhookSettingKey[] = [];
  await db.transaction(async (tx) => {
    const current = await getWebhookSettings(tx);
    const now = new Date();
    // Saving an endpoint again is how an admin re-enables it after a 410 Gone.
    const enabled = await enableSavedEndpoints(tx, entries, now);
    if (enabled.length > 0) {
      await writeAudit(tx, {
        actor: { id: actor?.id, name: actor?.name },
        action: 'webhook.enable',
        target: enabled.join(','),
        details: { enabled },
      });
    }
    for (const [key, url] of entries) {
      if (current[key] === url) continue;
      changed.push(key);
      if (url === '') {
        await tx.delete(settings).where(inArray(settings.key, [key]));
        continue;
      }
      await tx
        .insert(settings)
        .values({ key, value: url, updatedAt: now, updatedBy: actor?.name ?? null })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: url, updatedAt: now, updatedBy: actor?.name ?? null },
        });
      await getEndpointSecret(tx, key);
    }
    if (changed.length > 0) {
      await writeAudit(tx, {
        actor: { id: actor?.id, name: actor?.name },
        action: 'settings.webhooks.update',
        target: changed.join(','),
        details: {
          changed,
          cleared: changed.filter((key) => current[key] && !partial[key]?.trim()),
        },
      });
    }
  });
  return { ok: true, settings: await getWebhookSettings(db), changed };
}
