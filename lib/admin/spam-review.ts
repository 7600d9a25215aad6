import 'server-only';
import '@/lib/validation/zod-jitless';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { writeAudit } from '@/lib/audit/audit-log';
import type { LeadType } from '@/lib/forms';
import { leadsContext } from '@/lib/leads/context';
import { leadTable } from '@/lib/leads/form-tables';
import { restoreSpamLead } from '@/lib/leads/spam-restore';

interface SpamState {
  spam: boolean;
  /**
   * While the lead is spam: 'honeypot' or 'too-fast' when the checks caught it, 'manual' when a
   * team member filed it as spam (null for one filed before reasons were kept).
   */
  reason: string | null;
}

function checkId(id: string): void {
  if (!z.uuid().safeParse(id).success)
    throw new HttpError('not_found', 'That lead does not exist.');
}

/** Whether a lead waits in spam review, and why (admin only). */
export async function adminSpamState(
  admin: AdminContext,
  type: LeadType,
  id: string,
): Promise<SpamState> {
  checkId(id);
  const table = leadTable(type);
  const [row] = await leadsContext()
    .db.select({ status: table.status, reason: table.spamReason })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw new HttpError('not_found', 'That lead does not exist.');
  return { spam: row.status === 'spam', reason: row.status === 'spam' ? row.reason : null };
}

/**
 * "Not spam": the lead moves to New; one the checks caught gets its deliveries, once. A second
 * click (or instance) answers `restored: false` and writes nothing.
 */
export async function adminRestoreSpam(admin: AdminContext, type: LeadType, id: string) {
  checkId(id);
  const ctx = leadsContext();
  const result = await restoreSpamLead(ctx, type, id);
  if (result.status === 'not-found') throw new HttpError('not_found', 'That lead does not exist.');
  if (result.status === 'not-spam') return { restored: false, deliveries: 0 };
  await writeAudit(ctx.db, {
    actor: auditActor(admin),
    action: 'lead.not-spam',
    target: `${type}:${id}`,
    details: { deliveries: result.deliveryIds.length },
  });
  return { restored: true, deliveries: result.deliveryIds.length };
}
