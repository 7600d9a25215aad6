import 'server-only';
import '@/lib/validation/zod-jitless';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { writeAudit, type AuditActor } from '@/lib/audit/audit-log';
import { LEAD_TYPES, type LeadType } from '@/lib/forms';

/** How many addresses one form may notify: enough for a team, few enough to stay a team. */
const MAX_NOTIFY_RECIPIENTS = 10;

/** The settings row holding a form's notification recipients (one address per line). */
const notifyRecipientsKey = (type: LeadType) => `notifyRecipients.${type}`;

const KEYS = LEAD_TYPES.map(notifyRecipientsKey);
const email = z.email();

export type NotifyRecipients = Record<LeadType, string[]>;

type ParsedRecipients = { ok: true; recipients: string[] } | { ok: false; error: string };

/**
 * Addresses typed by the admin, separated by commas or new lines: each must be a valid address,
 * at most ten, duplicates (in any letter case) kept once. The error names the first bad address.
 */
export function parseNotifyRecipients(text: string): ParsedRecipients {
  const recipients: string[] = [];
  for (const part of text.split(/[,\r\n]+/)) {
    const address = part.trim();
    if (address === '') continue;
    if (!email.safeParse(address).success) {
      return { ok: false, error: `"${address.slice(0, 100)}" is not a valid email address` };
    }
    if (!recipients.some((known) => known.toLowerCase() === address.toLowerCase())) {
      recipients.push(address);
    }
  }
  if (recipients.length > MAX_NOTIFY_RECIPIENTS) {
    return { ok: false, error: `Enter at most ${MAX_NOTIFY_RECIPIENTS} addresses` };
  }
  return { ok: true, recipients };
}

/** Every form's saved notification recipients (an empty list where none are set). */
export async function getNotifyRecipients(db: Executor): Promise<NotifyRecipients> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    LEAD_TYPES.map((type) => [
      type,
      (stored.get(notifyRecipientsKey(type)) ?? '').split('\n').filter(Boolean),
    ]),
  ) as NotifyRecipients;
}

/**
 * Who a new lead of this form notifies: its saved recipients, or else the server's fallback
 * address (LEADS_NOTIFY_EMAIL), or nobody.
 */
export async function notificationRecipients(
  db: Executor,
  type: LeadType,
  fallback: string | undefined,
): Promise<string[]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, notifyRecipientsKey(type)));
  const saved = (row?.value ?? '').split('\n').filter(Boolean);
  if (saved.length > 0) return saved;
  return fallback ? [fallback] : [];
}

/** Saves some forms' recipient lists (an empty list clears one) and audits each change. */
export async function saveNotifyRecipients(
  db: Database,
  lists: Partial<NotifyRecipients>,
  actor: AuditActor,
): Promise<NotifyRecipients> {
  await db.transaction(async (tx) => {
    const current = await getNotifyRecipients(tx);
    const now = new Date();
    for (const type of LEAD_TYPES) {
      const next = lists[type];
      if (!next || next.join('\n') === current[type].join('\n')) continue;
      const key = notifyRecipientsKey(type);
      if (next.length === 0) {
        await tx.delete(settings).where(eq(settings.key, key));
      } else {
        const value = next.join('\n');
        const updatedBy = actor.name ?? null;
        await tx
          .insert(settings)
          .values({ key, value, updatedAt: now, updatedBy })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now, updatedBy } });
      }
      await writeAudit(tx, {
        actor,
        action: 'settings.notify-recipients.update',
        target: type,
        details: { recipients: next },
      });
    }
  });
  return getNotifyRecipients(db);
}
