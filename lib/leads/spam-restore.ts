import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { UserData } from '@/lib/delivery/email-types';
import { enqueueLeadDeliveries, type OutboxLead } from '@/lib/delivery/outbox';
import { columnFields, type LeadType } from '@/lib/forms';
import type { LeadsContext } from '@/lib/leads/context';
import { leadTable } from '@/lib/leads/form-tables';
import { attributionFields, attributionOf } from '@/lib/leads/metadata';
import { allowConfirmationEmail } from '@/lib/leads/recipient-limit';
import { caughtBySpamChecks } from '@/lib/leads/spam-reasons';

type Row = Record<string, unknown>;

/** The outbox view of a stored lead: the same fields a fresh submission hands the outbox. */
function outboxLeadFromRow(type: LeadType, row: Row): OutboxLead {
  const userData: UserData = {};
  for (const { name } of columnFields(type)) {
    const value = row[name];
    if (typeof value === 'string' || typeof value === 'boolean') userData[name] = value;
  }
  const base = {
    type,
    id: String(row.id),
    submittedAt: row.createdAt as Date,
    email: String(row.email),
  };
  const attribution = attributionFields(attributionOf(row));
  if (type !== 'application') return { ...base, userData, webhookExtras: attribution };
  const fileName = String(row.resumeFile);
  const files = { resumeFile: fileName, resumeFileName: fileName };
  return {
    ...base,
    userData: { ...userData, ...files },
    webhookExtras: { ...attribution, ...files, resumeUrl: '' },
  };
}

type RestoreResult =
  { status: 'restored'; deliveryIds: string[] } | { status: 'not-spam' } | { status: 'not-found' };

/**
 * Moves a spam lead to New. Only a lead the spam checks caught (never delivered) then gets its
 * deliveries (webhook and emails, as a fresh lead gets them); one a team member filed as spam by
 * hand was delivered when it arrived, so it only changes status, never goes out twice. The row
 * lock decides who restores it: of two clicks, or two instances, only the one that still finds
 * status 'spam' writes deliveries.
 */
export async function restoreSpamLead(
  ctx: LeadsContext,
  type: LeadType,
  id: string,
): Promise<RestoreResult> {
  const table = leadTable(type);
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx): Promise<RestoreResult> => {
    const [before] = await tx
      .select({ spamReason: table.spamReason })
      .from(table)
      .where(and(eq(table.id, id), eq(table.status, 'spam')))
      .for('update');
    const [row] = before
      ? ((await tx
          .update(table)
          .set({ status: 'new', spamReason: null })
          .where(and(eq(table.id, id), eq(table.status, 'spam')))
          .returning()) as Row[])
      : [];
    if (!row) {
      const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
      return exists ? { status: 'not-spam' } : { status: 'not-found' };
    }
    if (!caughtBySpamChecks(before?.spamReason)) return { status: 'restored', deliveryIds: [] };
    const lead = outboxLeadFromRow(type, row);
    const deliveryIds = await enqueueLeadDeliveries(tx, lead, {
      ...ctx,
      allowConfirmation: () =>
        allowConfirmationEmail(tx, lead.email, ctx.confirmationsPerRecipient, now, lead.id),
    });
    return { status: 'restored', deliveryIds };
  });
  if (result.status === 'restored' && result.deliveryIds.length > 0) {
    ctx.dispatch(ctx.db, result.deliveryIds);
  }
  return result;
}
