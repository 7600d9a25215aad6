import 'server-only';
import '@/lib/validation/zod-jitless';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, selectRows } from '@/lib/db/client';
import { LEAD_STATUSES, type LeadStatus, type LeadType } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { leadTableOf } from '@/lib/admin/lead-columns';
import { LEAD_TYPE_VALUES } from '@/lib/admin/lead-forms';
import { leadId, LEAD_NOT_FOUND } from '@/lib/admin/lead-id';
import { caughtBySpamChecks, MANUAL_SPAM_REASON, USE_NOT_SPAM } from '@/lib/leads/spam-reasons';

const statusSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, `Choose one of ${LEAD_STATUSES.join(', ')}`),
});

/**
 * Sets where the team stands with a lead (admin only). The audit names the lead by its id and
 * the change; the submitter's data stays out of the log. Marking a lead spam here records it as
 * filed by hand ('manual'); a lead the spam checks caught was never delivered, so it may only
 * leave spam through "Not spam", which queues its deliveries (a plain status change would leave
 * it undelivered).
 */
export async function adminSetLeadStatus(
  admin: AdminContext,
  type: LeadType,
  id: string,
  input: unknown,
): Promise<{ id: string; type: LeadType; status: LeadStatus }> {
  const { status } = statusSchema.parse(input);
  const { table, columns } = leadTableOf(type);
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: columns.status!, spamReason: columns.spamReason! })
      .from(table)
      .where(eq(columns.id!, leadId(id)))
      .for('update');
    if (!current) throw new HttpError('not_found', LEAD_NOT_FOUND);
    const from = current.status as LeadStatus;
    if (from !== status) {
      if (from === 'spam' && caughtBySpamChecks(current.spamReason as string | null)) {
        throw new HttpError('conflict', USE_NOT_SPAM);
      }
      const spamReason = status === 'spam' ? MANUAL_SPAM_REASON : null;
      await tx.update(table).set({ status, spamReason }).where(eq(columns.id!, id));
      await writeAudit(tx, {
        actor: auditActor(admin),
        action: 'lead.status.update',
        target: id,
        details: { form: type, from, to: status },
      });
    }
    return { id, type, status };
  });
}

/** Marks a lead read the first time any admin opens it; later openings keep that first time. */
export async function markLeadViewed(type: LeadType, id: string): Promise<void> {
  const { table, columns } = leadTableOf(type);
  await getDb()
    .update(table)
    .set({ viewedAt: new Date() })
    .where(and(eq(columns.id!, id), isNull(columns.viewedAt!)));
}

/** Leads no admin has opened yet, across every form; spam waits for its own review. */
export async function adminUnreadCount(_admin: AdminContext): Promise<{ unread: number }> {
  const counts = LEAD_TYPE_VALUES.map((type) => {
    const { table, columns } = leadTableOf(type);
    return sql`(select count(*) from ${table} where ${and(
      isNull(columns.viewedAt!),
      ne(columns.status!, 'spam'),
    )})`;
  });
  const [row] = await selectRows<{ unread: string | number }>(
    getDb(),
    sql`select ${sql.join(counts, sql` + `)} as "unread"`,
  );
  return { unread: Number(row?.unread ?? 0) };
}
