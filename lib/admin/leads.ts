import 'server-only';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { applicationResumes, type LeadType } from '@/lib/db/schema';
import { type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/admin/http';
import { dateFilter, parseQuery, searchText } from '@/lib/admin/query';
import { leadTableOf } from '@/lib/admin/lead-tables';
import { LEAD_TYPE_VALUES, type LeadDetail, type LeadSummary } from '@/lib/admin/lead-forms';

export const leadFiltersSchema = z.object({
  form: z.enum(LEAD_TYPE_VALUES, 'Unknown form').optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  q: searchText.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

type Row = Record<string, unknown>;

/** `%` and `_` typed by the admin are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function conditions(type: LeadType, filters: LeadFilters): SQL | undefined {
  const { columns, search } = leadTableOf(type);
  const createdAt = columns.createdAt!;
  const parts: SQL[] = [];
  if (filters.from) parts.push(gte(createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(createdAt, end));
  }
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const matches = search.map((key) => ilike(columns[key]!, pattern));
    const any = or(...matches);
    if (any) parts.push(any);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function summarize(type: LeadType, row: Row): LeadSummary {
  return {
    type,
    id: text(row.id),
    createdAt: text(row.createdAt),
    name: `${text(row.firstName)} ${text(row.lastName)}`.trim(),
    email: text(row.email),
    organization: text(row[leadTableOf(type).organization]),
    preview: text(row.message).slice(0, 140),
  };
}

/** Rows of one form, newest first, matching the filters. */
export async function selectLeadRows(type: LeadType, filters: LeadFilters): Promise<Row[]> {
  const { table, columns } = leadTableOf(type);
  const rows = await getDb()
    .select()
    .from(table)
    .where(conditions(type, filters))
    .orderBy(desc(columns.createdAt!))
    .limit(filters.limit);
  return rows as Row[];
}

/** The leads inbox: all four forms (or one), newest first, filtered by date range and text. */
export async function adminListLeads(admin: AdminContext, query: URLSearchParams) {
  const filters = parseQuery(leadFiltersSchema, Object.fromEntries(query));
  const types = filters.form ? [filters.form] : LEAD_TYPE_VALUES;
  const perForm = await Promise.all(
    types.map(async (type) =>
      (await selectLeadRows(type, filters)).map((row) => summarize(type, row)),
    ),
  );
  return perForm
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, filters.limit);
}

export function parseLeadType(value: string): LeadType {
  const parsed = z.enum(LEAD_TYPE_VALUES).safeParse(value);
  if (!parsed.success) throw new HttpError(404, 'Unknown form.');
  return parsed.data;
}

async function findLead(type: LeadType, id: string): Promise<Row> {
  if (!z.uuid().safeParse(id).success) throw new HttpError(404, 'That lead does not exist.');
  const { table, columns } = leadTableOf(type);
  const [row] = await getDb().select().from(table).where(eq(columns.id!, id));
  if (!row) throw new HttpError(404, 'That lead does not exist.');
  return row as Row;
}

/** One lead with every field (and its resume's name and size), for the detail view. */
export async function adminGetLead(
  admin: AdminContext,
  type: LeadType,
  id: string,
): Promise<LeadDetail> {
  const row = await findLead(type, id);
  const resume =
    type === 'application'
      ? ((
          await getDb()
            .select({
              fileName: applicationResumes.fileName,
              mediaType: applicationResumes.mediaType,
              size: applicationResumes.size,
            })
            .from(applicationResumes)
            .where(eq(applicationResumes.applicationId, id))
        )[0] ?? null)
      : null;
  return {
    ...summarize(type, row),
    fields: leadTableOf(type).fields.map((field) => ({ ...field, value: text(row[field.key]) })),
    resume,
  };
}
