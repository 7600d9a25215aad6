import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { DELIVERY_STATUSES } from '@/lib/db/schema';
import { listDeliveries, retryDelivery, type DeliverySummary } from '@/lib/delivery/delivery-log';
import { writeAudit } from '@/lib/audit/audit-log';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { parseQuery } from '@/lib/admin/query';
import { LEAD_TYPE_VALUES } from '@/lib/admin/lead-forms';
import { bookingDeliverySenders } from '@/lib/scheduling/booking-senders';

const querySchema = z.object({
  status: z.enum(DELIVERY_STATUSES, 'Unknown status').optional(),
  form: z.enum(LEAD_TYPE_VALUES, 'Unknown form').optional(),
  leadId: z.uuid('Unknown lead').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The delivery log, newest first, with the total for paging (admin only). */
export async function adminListDeliveries(admin: AdminContext, query: URLSearchParams) {
  const { status, form, leadId, limit, offset } = parseQuery(
    querySchema,
    Object.fromEntries(query),
  );
  return listDeliveries(getDb(), { status, leadType: form, leadId, limit, offset });
}

/** 'Retry now' for a failed or dead delivery: sends it at once and reports the outcome. */
export async function adminRetryDelivery(
  admin: AdminContext,
  id: string,
): Promise<DeliverySummary> {
  if (!z.uuid().safeParse(id).success)
    throw new HttpError('not_found', 'That delivery does not exist.');
  const row = await retryDelivery(getDb(), id, { senders: bookingDeliverySenders });
  if (!row) throw new HttpError('conflict', 'Only failed or dead deliveries can be retried.');
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'delivery.retry',
    target: id,
    details: { status: row.status, lastStatusCode: row.lastStatusCode },
  });
  return row;
}
