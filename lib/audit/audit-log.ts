import 'server-only';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import { log } from '@/lib/log/logger';

/** Who did something: a signed-in admin, or (for failed sign-ins) the name that was tried. */
export interface AuditActor {
  id?: string | null;
  name?: string | null;
}

interface AuditEntry {
  actor: AuditActor;
  /** Dotted verb, e.g. `job.create`, `pixel.delete`, `auth.sign-in.failed`. */
  action: string;
  /** What was changed (an id or a setting key). */
  target?: string | null;
  /** Non-secret facts about the change; callers never pass passwords, codes or secrets. */
  details?: Record<string, unknown>;
}

// Keys that must never reach the log even if a caller passes them by mistake.
const SECRET_KEY_PATTERN = /password|secret|token|cookie|authorization|backup|^(code|otp|totp)$/i;

/** Drops secret-looking keys, so the audit log never holds a credential. */
export function redactDetails(details: Record<string, unknown> | undefined) {
  if (!details) return null;
  const entries = Object.entries(details).filter(([key]) => !SECRET_KEY_PATTERN.test(key));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Appends one audit row (who, what, when). */
export async function writeAudit(db: Executor, entry: AuditEntry, at = new Date()): Promise<void> {
  // The log line names the event and the admin's id only: never a name typed at sign-in.
  log.info(entry.action, `[audit] ${entry.action}`, { actorId: entry.actor.id ?? undefined });
  await db.insert(auditLog).values({
    at,
    actorId: entry.actor.id ?? null,
    actorName: entry.actor.name?.slice(0, 100) ?? null,
    action: entry.action,
    target: entry.target?.slice(0, 200) ?? null,
    details: redactDetails(entry.details),
  });
}

interface AuditQuery {
  limit?: number;
  /** Rows with an id below this one (the next page). */
  beforeId?: number;
}

/** Newest audit rows first, a page at a time. */
export async function listAudit(db: Executor, { limit = 100, beforeId }: AuditQuery = {}) {
  const conditions: SQL[] = [];
  if (beforeId !== undefined) conditions.push(lt(auditLog.id, beforeId));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(limit, 1), 500));
}
