import 'server-only';
import '@/lib/validation/zod-jitless';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, selectRows } from '@/lib/db/client';
import { applicationResumes, type LeadStatus, type LeadType } from '@/lib/db/schema';
import { formDefinition, type FormField } from '@/lib/forms';
import { HttpError } from '@/lib/http/errors';
import type { AdminContext } from '@/lib/admin/guard';
import {
  filterConditions,
  leadConditions,
  leadFiltersSchema,
  searchExpression,
  type FilterTarget,
  type LeadFilters,
} from '@/lib/admin/lead-filters';
import { leadId, LEAD_NOT_FOUND } from '@/lib/admin/lead-id';
import { listLeadNotes } from '@/lib/admin/lead-notes';
import { leadBookings, leadRouting } from '@/lib/admin/lead-meetings';
import { markLeadViewed } from '@/lib/admin/lead-status';
import { attributionOf } from '@/lib/leads/metadata';
import { parseQuery } from '@/lib/admin/query';
import { leadTableOf } from '@/lib/admin/lead-columns';
import {
  LEAD_TYPE_VALUES,
  type LeadColumn,
  type LeadDetail,
  type LeadPage,
  type LeadSummary,
} from '@/lib/admin/lead-forms';

type Row = Record<string, unknown>;

/** How much of the message the list shows. */
const PREVIEW_LENGTH = 140;

function text(value: unknown): string {
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
 * form's organization column (company, or the job applied for) named by its definition, and the
 * text a search looks in. No WHERE here: PostgreSQL pulls a UNION ALL of plain SELECTs up into
 * one append, pushes the outer filters down into each table and merges the tables' created_at
 * indexes for the order, so a page reads about a page of rows (a branch with its own WHERE is
 * planned on its own, and every page would read and sort every lead).
 */
function inboxBranch(type: LeadType): SQL {
  const { table, columns, organization } = leadTableOf(type);
  return sql`select ${typeLiteral(type)} as "type", ${columns.id} as "id",
    ${columns.createdAt} as "sortAt",
    to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    ${columns.firstName} as "firstName", ${columns.lastName} as "lastName",
    ${columns.email} as "email", ${columns[organization]} as "organization",
    left(${columns.message}, ${sql.raw(String(PREVIEW_LENGTH))}) as "preview",
    ${columns.status} as "status", (${columns.viewedAt} is null) as "unread",
    ${searchExpression(type)} as "search",
    ${columns.firstUtmSource} as "firstUtmSource", ${columns.utmSource} as "utmSource",
    ${columns.firstUtmCampaign} as "firstUtmCampaign", ${columns.utmCampaign} as "utmCampaign"
    from ${table}`;
}

/** The union's output columns the filters compare. */
const INBOX_TARGET: FilterTarget = {
  status: sql.raw('"status"'),
  createdAt: sql.raw('"sortAt"'),
  search: sql.raw('"search"'),
  sources: [sql.raw('"firstUtmSource"'), sql.raw('"utmSource"')],
  campaigns: [sql.raw('"firstUtmCampaign"'), sql.raw('"utmCampaign"')],
  type: sql.raw('"inbox"."type"'),
  id: sql.raw('"inbox"."id"'),
};

/** Every form's leads as one relation, filtered. */
function inboxSource(filters: LeadFilters): SQL {
  const union = sql.join(LEAD_TYPE_VALUES.map(inboxBranch), sql` union all `);
  return sql`(${union}) as "inbox" where ${filterConditions(INBOX_TARGET, filters)}`;
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

/** How many leads of one form match the filters. */
async function countFormLeads(type: LeadType, filters: LeadFilters): Promise<number> {
  const { table } = leadTableOf(type);
  const [row] = await selectRows<{ total: string | number }>(
    getDb(),
    sql`select count(*) as "total" from ${table} where ${leadConditions(type, filters)}`,
  );
  return Number(row?.total ?? 0);
}

/** How many leads of every form match the filters (the forms counted side by side). */
async function countInboxLeads(filters: LeadFilters): Promise<number> {
  const counts = await Promise.all(LEAD_TYPE_VALUES.map((type) => countFormLeads(type, filters)));
  return counts.reduce((sum, count) => sum + count, 0);
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

/** One page of every form's leads together, newest first (one UNION ALL query and the counts). */
export async function inboxPage(filters: LeadFilters): Promise<LeadPage> {
  const offset = (filters.page - 1) * filters.pageSize;
  const [rows, total] = await Promise.all([
    selectRows<Row>(
      getDb(),
      sql`select "type", "id", "createdAt", "firstName", "lastName", "email", "organization",
        "preview", "status", "unread" from ${inboxSource(filters)}
        order by "sortAt" desc, "id" desc limit ${filters.pageSize} offset ${offset}`,
    ),
    countInboxLeads(filters),
  ]);
  return pageOf(
    filters,
    total,
    rows.map((row) => summary(text(row.type) as LeadType, row)),
    [],
  );
}

/** The columns a one-form view shows: the form's short fields (long text stays in the detail). */
function formColumns(type: LeadType): LeadColumn[] {
  const fields: readonly FormField[] = formDefinition(type).fields;
  const long = new Set(
    fields
      .filter((field) => field.input?.kind === 'message' || field.input?.kind === 'terms')
      .map((field) => field.name),
  );
  return leadTableOf(type).fields.filter((field) => !long.has(field.key));
}

/** One page of one form's leads with that form's own columns, newest first. */
async function formPage(type: LeadType, filters: LeadFilters): Promise<LeadPage> {
  const { table, columns } = leadTableOf(type);
  const shown = formColumns(type);
  const [rows, total] = await Promise.all([
    getDb()
      .select()
      .from(table)
      .where(leadConditions(type, filters))
      .orderBy(desc(columns.createdAt!), desc(columns.id!))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    countFormLeads(type, filters),
  ]);
  const leads = (rows as Row[]).map((row) => ({
    ...summarize(type, row),
    values: Object.fromEntries(shown.map((column) => [column.key, text(row[column.key])])),
  }));
  return pageOf(filters, total, leads, shown);
}

/** Rows of one form, newest first, matching the filters (the CSV export: every match, capped). */
export async function selectLeadRows(
  type: LeadType,
  filters: Omit<LeadFilters, 'page' | 'pageSize'>,
  limit: number,
): Promise<Row[]> {
  const { table, columns } = leadTableOf(type);
  const rows = await getDb()
    .select()
    .from(table)
    .where(leadConditions(type, filters))
    .orderBy(desc(columns.createdAt!), desc(columns.id!))
    .limit(limit);
  return rows as Row[];
}

/**
 * A page of the leads inbox: all four forms together (or one form with its own columns), newest
 * first, filtered by status, date range and text, with the count of every match.
 */
export async function adminListLeads(
  _admin: AdminContext,
  query: URLSearchParams,
): Promise<LeadPage> {
  const filters = parseQuery(leadFiltersSchema, Object.fromEntries(query));
  return filters.form ? formPage(filters.form, filters) : inboxPage(filters);
}

export function parseLeadType(value: string): LeadType {
  const parsed = z.enum(LEAD_TYPE_VALUES).safeParse(value);
  if (!parsed.success) throw new HttpError('not_found', 'Unknown form.');
  return parsed.data;
}

async function findLead(type: LeadType, id: string): Promise<Row> {
  const { table, columns } = leadTableOf(type);
  const [row] = await getDb()
    .select()
    .from(table)
    .where(eq(columns.id!, leadId(id)));
  if (!row) throw new HttpError('not_found', LEAD_NOT_FOUND);
  return row as Row;
}

/** The summary of a row read from one form's own table (the inbox's union names these itself). */
function summarize(type: LeadType, row: Row): LeadSummary {
  return summary(type, {
    ...row,
    organization: row[leadTableOf(type).organization],
    preview: row.message,
    unread: row.viewedAt === null,
  });
}

async function resumeOf(type: LeadType, id: string): Promise<LeadDetail['resume']> {
  if (type !== 'application') return null;
  const [resume] = await getDb()
    .select({
      fileName: applicationResumes.fileName,
      mediaType: applicationResumes.mediaType,
      size: applicationResumes.size,
    })
    .from(applicationResumes)
    .where(eq(applicationResumes.applicationId, id));
  return resume ?? null;
}

/**
 * One lead with every field, where its visit began and where it converted, its resume's name and size, and its notes, for the detail view.
 * Opening it marks it read for every admin (the answer still says whether it was unread).
 */
export async function adminGetLead(
  _admin: AdminContext,
  type: LeadType,
  id: string,
): Promise<LeadDetail> {
  const row = await findLead(type, id);
  if (row.viewedAt === null) await markLeadViewed(type, id);
  const [resume, notes, routing, meetings] = await Promise.all([
    resumeOf(type, id),
    listLeadNotes(type, id),
    leadRouting(type, id),
    leadBookings(type, id),
  ]);
  return {
    ...summarize(type, row),
    fields: leadTableOf(type).fields.map((field) => ({ ...field, value: text(row[field.key]) })),
    attribution: attributionOf(row),
    resume,
    viewedAt: row.viewedAt instanceof Date ? row.viewedAt.toISOString() : null,
    notes,
    routing,
    bookings: meetings,
  };
}
