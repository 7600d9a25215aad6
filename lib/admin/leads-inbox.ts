import 'server-only';
import { desc, sql, type SQL } from 'drizzle-orm';
import { getDb, selectRows } from '@/lib/db/client';
import type { LeadStatus, LeadType } from '@/lib/db/schema';
import { formDefinition, type FormField } from '@/lib/forms';
import { leadConditions, type LeadFilters } from '@/lib/admin/lead-filters';
import { leadTableOf } from '@/lib/admin/lead-tables';
import {
  LEAD_TYPE_VALUES,
  type LeadColumn,
  type LeadPage,
  type LeadSummary,
} from '@/lib/admin/lead-forms';

type Row = Record<string, unknown>;

/** How much of the message the list shows. */
export const PREVIEW_LENGTH = 140;

export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** A form's type as an SQL literal; the registry's types are plain words, checked here anyway. */
function typeLiteral(type: LeadType): SQL {
  if (!/^[a-z-]+$/.test(type)) throw new Error(`Unexpected lead type ${type}`);
  return sql.raw(`'${type}'`);
}

/**
 * One form's part of the inbox: the columns every form has, under the same names, with the
 * form's organization column (company, or the job applied for) named by its definition.
 */
function inboxBranch(type: LeadType, filters: LeadFilters): SQL {
  const { table, columns, organization } = leadTableOf(type);
  return sql`select ${typeLiteral(type)} as "type", ${columns.id} as "id",
    ${columns.createdAt} as "sortAt",
    to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    ${columns.firstName} as "firstName", ${columns.lastName} as "lastName",
    ${columns.email} as "email", ${columns[organization]} as "organization",
    left(${columns.message}, ${sql.raw(String(PREVIEW_LENGTH))}) as "preview",
    ${columns.status} as "status", (${columns.viewedAt} is null) as "unread"
    from ${table} where ${leadConditions(type, filters)}`;
}

function summary(type: LeadType, row: Row): LeadSummary {
  return {
    type,
    id: text(row.id),
    createdAt: text(row.createdAt),
    name: `${text(row.firstName)} ${text(row.lastName)}`.trim(),
    email: text(row.email),
    organization: text(row.organization),
    preview: text(row.preview).slice(0, PREVIEW_LENGTH),
    status: text(row.status) as LeadStatus,
    unread: row.unread === true,
  };
}

/** How many leads of these forms match the filters. */
async function countLeads(types: readonly LeadType[], filters: LeadFilters): Promise<number> {
  const counts = types.map((type) => {
    const { table } = leadTableOf(type);
    return sql`(select count(*) from ${table} where ${leadConditions(type, filters)})`;
  });
  const [row] = await selectRows<{ total: string | number }>(
    getDb(),
    sql`select ${sql.join(counts, sql` + `)} as "total"`,
  );
  return Number(row?.total ?? 0);
}

function pageOf(
  filters: LeadFilters,
  total: number,
  leads: LeadSummary[],
  columns: LeadColumn[],
): LeadPage {
  return {
    leads,
    total,
    page: filters.page,
    pageSize: filters.pageSize,
    pageCount: Math.max(1, Math.ceil(total / filters.pageSize)),
    columns,
  };
}

/** One page of every form's leads together, newest first (one UNION ALL query and a count). */
export async function inboxPage(filters: LeadFilters): Promise<LeadPage> {
  const offset = (filters.page - 1) * filters.pageSize;
  const union = sql.join(
    LEAD_TYPE_VALUES.map((type) => inboxBranch(type, filters)),
    sql` union all `,
  );
  const [rows, total] = await Promise.all([
    selectRows<Row>(
      getDb(),
      sql`select * from (${union}) as "inbox" order by "sortAt" desc, "id" desc
        limit ${filters.pageSize} offset ${offset}`,
    ),
    countLeads(LEAD_TYPE_VALUES, filters),
  ]);
  return pageOf(
    filters,
    total,
    rows.map((row) => summary(text(row.type) as LeadType, row)),
    [],
  );
}

/** The columns a one-form view shows: the form's short fields (long text stays in the detail). */
export function formColumns(type: LeadType): LeadColumn[] {
  const fields: readonly FormField[] = formDefinition(type).fields;
  const long = new Set(
    fields
      .filter((field) => field.input?.kind === 'message' || field.input?.kind === 'terms')
      .map((field) => field.name),
  );
  return leadTableOf(type).fields.filter((field) => !long.has(field.key));
}

/** One page of one form's leads with that form's own columns, newest first. */
export async function formPage(type: LeadType, filters: LeadFilters): Promise<LeadPage> {
  const { table, columns, organization } = leadTableOf(type);
  const shown = formColumns(type);
  const [rows, total] = await Promise.all([
    getDb()
      .select()
      .from(table)
      .where(leadConditions(type, filters))
      .orderBy(desc(columns.createdAt!), desc(columns.id!))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    countLeads([type], filters),
  ]);
  const leads = (rows as Row[]).map((row) => ({
    ...summary(type, {
      ...row,
      organization: row[organization],
      preview: row.message,
      unread: row.viewedAt === null,
    }),
    values: Object.fromEntries(shown.map((column) => [column.key, text(row[column.key])])),
  }));
  return pageOf(filters, total, leads, shown);
}
