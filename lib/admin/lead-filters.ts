import 'server-only';
import '@/lib/validation/zod-jitless';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { bookings, LEAD_STATUSES, type LeadType } from '@/lib/db/schema';
import { dateFilter, searchText } from '@/lib/admin/query';
import { storableString } from '@/lib/validation/safe-zod';
import { leadTableOf } from '@/lib/admin/lead-columns';
import { LEAD_PAGE_SIZES, LEAD_TYPE_VALUES } from '@/lib/admin/lead-forms';

/** The inbox's meeting filter: leads with a live booking, or bookable leads without one. */
export const MEETING_FILTERS = ['booked', 'not-booked'] as const;

/** The forms whose leads are offered a meeting. */
const BOOKABLE_TYPES = ['contact', 'custom-solution'] as const;

/** The deepest page the inbox serves: far beyond any real inbox, and OFFSET stays an integer. */
const MAX_PAGE = 100_000;

const tagFilter = (name: string) =>
  storableString(`${name} must be text`).trim().max(200, `${name} at most 200 characters`);

export const leadFiltersSchema = z.object({
  form: z.enum(LEAD_TYPE_VALUES, 'Unknown form').optional(),
  /** Absent: every status but spam (spam is reviewed on its own, by choosing it). */
  status: z.enum(LEAD_STATUSES, 'Unknown status').optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  q: searchText.optional(),
  /** A UTM source or campaign, matched (ignoring case) against the lead's first or last touch. */
  source: tagFilter('Source').optional(),
  campaign: tagFilter('Campaign').optional(),
  /** Whether the lead has a live (not cancelled) booked meeting; only bookable forms are "not booked". */
  meeting: z.enum(MEETING_FILTERS, 'Use booked or not-booked').optional(),
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
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The text a search looks in: the columns the form's definition names, joined by spaces (so a
 * full name matches across first and last name). All are NOT NULL text columns, so `||` never
 * yields NULL, and the expression is immutable: on PostgreSQL with pg_trgm, the trigram index of
 * each lead table is built on exactly this expression and serves `ILIKE '%…%'`.
 */
export function searchExpression(type: LeadType): SQL {
  const { columns, search } = leadTableOf(type);
  return sql`(${sql.join(
    search.map((key) => sql`${columns[key]!}`),
    sql.raw(` || ' ' || `),
  )})`;
}

/** Where the filters look: a lead table's own columns, or the inbox union's output columns. */
export interface FilterTarget {
  status: SQL | PgColumn;
  createdAt: SQL | PgColumn;
  search: SQL;
  /** The UTM source and campaign of the first and the last touch. */
  sources: readonly (SQL | PgColumn)[];
  campaigns: readonly (SQL | PgColumn)[];
  /** The lead's form (a text value) and id, which its bookings point to. */
  type: SQL;
  id: SQL | PgColumn;
}

/** One form's table as a filter target. */
function tableTarget(type: LeadType): FilterTarget {
  const { columns } = leadTableOf(type);
  return {
    status: columns.status!,
    createdAt: columns.createdAt!,
    search: searchExpression(type),
    sources: [columns.firstUtmSource!, columns.utmSource!],
    campaigns: [columns.firstUtmCampaign!, columns.utmCampaign!],
    type: sql`${type}::text`,
    id: columns.id!,
  };
}

type Conditions = Pick<
  LeadFilters,
  'status' | 'from' | 'to' | 'q' | 'source' | 'campaign' | 'meeting'
>;

/** Booked: a live booking exists; not booked: a bookable form's lead without one. */
function meetingCondition(target: FilterTarget, meeting: (typeof MEETING_FILTERS)[number]): SQL {
  const live = sql`exists (select 1 from ${bookings} where ${bookings.leadType} = ${target.type}
    and ${bookings.leadId} = ${target.id} and ${bookings.status} = 'booked')`;
  if (meeting === 'booked') return live;
  const bookable = sql.join(
    BOOKABLE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  return sql`(${target.type} in (${bookable}) and not ${live})`;
}

/** Either touch's tag equals the value, ignoring case. */
function tagMatches(columns: FilterTarget['sources'], value: string): SQL {
  const matches = columns.map((column) => sql`lower(${column}) = ${value.toLowerCase()}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

/** The WHERE clause for the filters (never empty: without a status, spam is left out). */
export function filterConditions(target: FilterTarget, filters: Conditions): SQL {
  const parts: SQL[] = [
    filters.status ? sql`${target.status} = ${filters.status}` : sql`${target.status} <> 'spam'`,
  ];
  if (filters.from) {
    parts.push(sql`${target.createdAt} >= ${`${filters.from}T00:00:00Z`}::timestamptz`);
  }
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(sql`${target.createdAt} < ${end.toISOString()}::timestamptz`);
  }
  if (filters.q) parts.push(sql`${target.search} ilike ${likePattern(filters.q)}`);
  if (filters.source) parts.push(tagMatches(target.sources, filters.source));
  if (filters.campaign) parts.push(tagMatches(target.campaigns, filters.campaign));
  if (filters.meeting) parts.push(meetingCondition(target, filters.meeting));
  return sql.join(parts, sql` and `);
}

/** The WHERE clause of one form's table for the filters. */
export function leadConditions(type: LeadType, filters: Conditions): SQL {
  return filterConditions(tableTarget(type), filters);
}
