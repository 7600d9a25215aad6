import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { applicationResumes, type LeadStatus, type LeadType } from '@/lib/db/schema';
import { type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { parseQuery } from '@/lib/admin/query';
import { leadTableOf } from '@/lib/admin/lead-tables';
import { leadConditions, leadFiltersSchema, type LeadFilters } from '@/lib/admin/lead-filters';
import { formPage, inboxPage, PREVIEW_LENGTH, text } from '@/lib/admin/leads-inbox';
import { leadId, LEAD_NOT_FOUND } from '@/lib/admin/lead-id';
import { listLeadNotes } from '@/lib/admin/lead-notes';
import { markLeadViewed } from '@/lib/admin/lead-status';
import {
  LEAD_TYPE_VALUES,
  type LeadDetail,
  type LeadPage,
  type LeadSummary,
} from '@/lib/admin/lead-forms';

export { leadFiltersSchema, type LeadFilters };

type Row = Record<string, unknown>;

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

function summarize(type: LeadType, row: Row): LeadSummary {
  return {
    type,
    id: text(row.id),
    createdAt: text(row.createdAt),
    name: `${text(row.firstName)} ${text(row.lastName)}`.trim(),
    email: text(row.email),
    organization: text(row[leadTableOf(type).organization]),
    preview: text(row.message).slice(0, PREVIEW_LENGTH),
    status: text(row.status) as LeadStatus,
    unread: row.viewedAt === null,
  };
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
 * One lead with every field, its resume's name and size, and its notes, for the detail view.
 * Opening it marks it read for every admin (the answer still says whether it was unread).
 */
export async function adminGetLead(
  _admin: AdminContext,
  type: LeadType,
  id: string,
): Promise<LeadDetail> {
  const row = await findLead(type, id);
  if (row.viewedAt === null) await markLeadViewed(type, id);
  const [resume, notes] = await Promise.all([resumeOf(type, id), listLeadNotes(type, id)]);
  return {
    ...summarize(type, row),
    fields: leadTableOf(type).fields.map((field) => ({ ...field, value: text(row[field.key]) })),
    resume,
    viewedAt: row.viewedAt instanceof Date ? row.viewedAt.toISOString() : null,
    notes,
  };
}
