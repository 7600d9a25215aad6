import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { listAudit } from '@/lib/audit/audit-log';
import { type AdminContext } from '@/lib/admin/guard';
import { parseQuery } from '@/lib/admin/query';

const querySchema = z.object({
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export interface AuditEntryView {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
}

/** The audit log, newest first, a page at a time (admin only). */
export async function adminListAudit(
  admin: AdminContext,
  query: URLSearchParams,
): Promise<AuditEntryView[]> {
  const { beforeId, limit } = parseQuery(querySchema, Object.fromEntries(query));
  const rows = await listAudit(getDb(), { beforeId, limit });
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorName,
    action: row.action,
    target: row.target,
    details: row.details ?? null,
  }));
}
