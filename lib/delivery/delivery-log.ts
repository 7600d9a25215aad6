import 'server-only';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { deliveries, type DeliveryKind, type DeliveryStatus, type LeadType } from '@/lib/db/schema';
import { deliverNow, type DispatchOptions } from '@/lib/delivery/dispatcher';

interface DeliveryFilters {
  status?: DeliveryStatus | DeliveryStatus[];
  leadType?: LeadType;
  kind?: DeliveryKind;
  leadId?: string;
  limit?: number;
  offset?: number;
}

/** A delivery as the admin sees it (the payload, with the submitter's data, is left out). */
export type DeliverySummary = Omit<typeof deliveries.$inferSelect, 'payload'>;

const summaryColumns = {
  id: deliveries.id,
  leadType: deliveries.leadType,
  leadId: deliveries.leadId,
  kind: deliveries.kind,
  destination: deliveries.destination,
  settingKey: deliveries.settingKey,
  webhookId: deliveries.webhookId,
  status: deliveries.status,
  attempts: deliveries.attempts,
  nextAttemptAt: deliveries.nextAttemptAt,
  lockedUntil: deliveries.lockedUntil,
  lastStatusCode: deliveries.lastStatusCode,
  lastError: deliveries.lastError,
  lastAttemptAt: deliveries.lastAttemptAt,
  createdAt: deliveries.createdAt,
  updatedAt: deliveries.updatedAt,
  deliveredAt: deliveries.deliveredAt,
};

/** Newest deliveries first, filtered, with the total count for paging (the admin's outbox view). */
export async function listDeliveries(
  db: Database,
  filters: DeliveryFilters = {},
): Promise<{ rows: DeliverySummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.status) {
    const statuses = Array.isArray(filters.status) ? filters.status : [filters.status];
    conditions.push(inArray(deliveries.status, statuses));
  }
  if (filters.leadType) conditions.push(eq(deliveries.leadType, filters.leadType));
  if (filters.kind) conditions.push(eq(deliveries.kind, filters.kind));
  if (filters.leadId) conditions.push(eq(deliveries.leadId, filters.leadId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const limit = Math.min(Math.max(filters.limit ?? 50, 1), 500);
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(limit)
      .offset(Math.max(filters.offset ?? 0, 0)),
    db.select({ total: count() }).from(deliveries).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * "Retry now" for a failed or dead delivery: makes it due at once and sends it, keeping its
 * webhook-id. Returns the row after the try, or undefined when there is no such retryable row.
 */
export async function retryDelivery(
  db: Database,
  id: string,
  options: DispatchOptions = {},
): Promise<DeliverySummary | undefined> {
  const now = options.now?.() ?? new Date();
  const reset = await db
    .update(deliveries)
    .set({ status: 'failed', nextAttemptAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(deliveries.id, id), inArray(deliveries.status, ['failed', 'dead'])))
    .returning({ id: deliveries.id });
  if (reset.length === 0) return undefined;
  await deliverNow(db, [id], options);
  const [row] = await db.select(summaryColumns).from(deliveries).where(eq(deliveries.id, id));
  return row;
}
