import 'server-only';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/lib/db/schema';
import type { contactRequests } from '@/lib/db/schema';
import { FORMS, formDefinition, type LeadType } from '@/lib/forms';

/**
 * The columns every lead table shares (id, time, idempotency key, metadata); the form's own
 * columns are reached by name.
 */
type LeadPgTable = typeof contactRequests;

const TABLES_BY_NAME = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

// Checked once at start: a registry entry whose table has no schema is a programming error.
for (const form of FORMS) {
  if (!TABLES_BY_NAME.has(form.table)) throw new Error(`No table ${form.table} for ${form.type}`);
}

/** The table a form's leads are stored in, found by the SQL name its definition gives. */
export function leadTable(type: LeadType): LeadPgTable {
  return TABLES_BY_NAME.get(formDefinition(type).table) as unknown as LeadPgTable;
}
