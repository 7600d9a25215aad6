import 'server-only';
import { getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/db/client';
import { auditLog, deliveries } from '@/lib/db/schema';
import { FORMS } from '@/lib/forms';
import { leadTable } from '@/lib/leads/form-tables';
import { addressPattern, mentionsAddress, redactAddress } from '@/lib/admin/privacy-match';

/** Rows where the address was replaced by `[erased]` in free text, per place. */
export interface RedactionCounts {
  /** Other people's leads whose text fields quoted the address. */
  leadsRedacted: number;
  /** Delivery rows whose payload quoted it (those leads' webhook and email payloads, say). */
  deliveriesRedacted: number;
  /** Audit entries that named it (typed as a sign-in username, say). */
  auditRedacted: number;
}

const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar']);

/** A JSON value with each whole-address quote of the address replaced, still valid JSON. */
function redactJson(column: PgColumn, target: string): SQL {
  return sql`regexp_replace(${column}::text, ${addressPattern(target)}, '[erased]', 'gi')::jsonb`;
}

async function redactLeadTexts(db: Executor, target: string): Promise<number> {
  let count = 0;
  for (const form of FORMS) {
    const table = leadTable(form.type);
    const texts = Object.entries(getTableColumns(table)).filter(([, column]) =>
      TEXT_COLUMNS.has(column.columnType),
    );
    if (texts.length === 0) continue;
    const set = Object.fromEntries(
      texts.map(([key, column]) => [key, redactAddress(sql`${column}`, target)]),
    );
    const changed = await db
      .update(table)
      .set(set)
      .where(or(...texts.map(([, column]) => mentionsAddress(sql`${column}`, target))))
      .returning({ id: table.id });
    count += changed.length;
  }
  return count;
}

/**
 * Replaces every remaining whole-address quote of the address with `[erased]` (run inside the
 * erasure's transaction, after the person's own rows are gone): in other people's leads' text
 * fields, in any delivery payload (such as those leads' webhook and email payloads), and in the
 * audit log's actor names, targets and details.
 */
export async function redactAddressQuotes(db: Executor, target: string): Promise<RedactionCounts> {
  const leadsRedacted = await redactLeadTexts(db, target);
  const payloads = await db
    .update(deliveries)
    .set({ payload: redactJson(deliveries.payload, target) })
    .where(mentionsAddress(sql`${deliveries.payload}::text`, target))
    .returning({ id: deliveries.id });
  const audit = await db
    .update(auditLog)
    .set({
      actorName: redactAddress(sql`${auditLog.actorName}`, target),
      target: redactAddress(sql`${auditLog.target}`, target),
      details: redactJson(auditLog.details, target),
    })
    .where(
      or(
        mentionsAddress(sql`${auditLog.actorName}`, target),
        mentionsAddress(sql`${auditLog.target}`, target),
        mentionsAddress(sql`${auditLog.details}::text`, target),
      ),
    )
    .returning({ id: auditLog.id });
  return {
    leadsRedacted,
    deliveriesRedacted: payloads.length,
    auditRedacted: audit.length,
  };
}
