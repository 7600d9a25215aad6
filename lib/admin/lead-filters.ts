import 'server-only';
import { and, eq, gte, ilike, lt, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LEAD_STATUSES, type LeadType } from '@/lib/db/schema';
import { dateFilter, searchText } from '@/lib/admin/query';
import { leadTableOf } from '@/lib/admin/lead-tables';
import { LEAD_PAGE_SIZES, LEAD_TYPE_VALUES } from '@/lib/admin/lead-forms';

/** The deepest page the inbox serves: far beyond any real inbox, and OFFSET stays an integer. */
const MAX_PAGE = 100_000;

export const leadFiltersSchema = z.object({
  form: z.enum(LEAD_TYPE_VALUES, 'Unknown form').optional(),
  /** Absent: every status but spam (spam is reviewed on its own, by choosing it). */
  status: z.enum(LEAD_STATUSES, 'Unknown status').optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  q: searchText.optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (LEAD_PAGE_SIZES as readonly number[]).includes(size),
      `Use a page size of ${LEAD_PAGE_SIZES.join(', ')}`,
    )
    .default(LEAD_PAGE_SIZES[0]),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** `%` and `_` typed by the admin are searched for literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE clause of one form's table for the filters (never empty: status always applies). */
export function leadConditions(type: LeadType, filters: Omit<LeadFilters, 'page' | 'pageSize'>) {
  const { columns, search } = leadTableOf(type);
  const createdAt = columns.createdAt!;
  const status = columns.status!;
  const parts: SQL[] = [filters.status ? eq(status, filters.status) : ne(status, 'spam')];
  if (filters.from) parts.push(gte(createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(createdAt, end));
  }
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const any = or(...search.map((key) => ilike(columns[key]!, pattern)));
    if (any) parts.push(any);
  }
  return and(...parts)!;
}
