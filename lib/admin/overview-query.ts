import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { FORMS, type LeadType } from '@/lib/forms';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import type { FailingEndpoint, RankedValue } from '@/lib/admin/overview-types';
import { HELD_UNTIL } from '@/lib/settings/held-deliveries';

/** The start of a company calendar day (YYYY-MM-DD) as a moment, computed by the database. */
export const companyDayStart = (day: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${COMPANY_TIME_ZONE})`;

/** Every lead table's shared columns as one relation, from the form registry. */
function leadsSince(since: SQL): SQL {
  const parts = FORMS.map(
    (form) =>
      sql`select ${form.type}::text as lead_type, created_at, status, source_page, utm_campaign
          from ${sql.identifier(form.table)} where created_at >= ${since}`,
  );
  return sql`(${sql.join(parts, sql` union all `)})`;
}

export interface DayCount {
  leadType: LeadType;
  day: string;
  spam: boolean;
  count: number;
}

/** Leads per form, company calendar day and spam flag, from `since` on. */
export async function countLeadsByDay(db: Executor, since: SQL): Promise<DayCount[]> {
  const rows = await selectRows<{ lead_type: LeadType; day: string; spam: boolean; n: number }>(
    db,
    sql`select lead_type,
          to_char(date_trunc('day', created_at at time zone ${COMPANY_TIME_ZONE}), 'YYYY-MM-DD') as day,
          status = 'spam' as spam, count(*)::int as n
        from ${leadsSince(since)} as leads
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    leadType: row.lead_type,
    day: row.day,
    spam: row.spam,
    count: Number(row.n),
  }));
}

interface TopValues {
  pages: RankedValue[];
  campaigns: RankedValue[];
}

/**
 * The five most frequent source pages and UTM campaigns among real (not spam) leads since
 * `since`, both from one pass over the leads (grouping sets), ties in text order.
 */
export async function topLeadValues(db: Executor, since: SQL): Promise<TopValues> {
  const rows = await selectRows<{ page: string | null; campaign: string | null; n: number }>(
    db,
    sql`select page, campaign, n from (
          select page, campaign, n,
            -- A row of the pages set has a page; one of the campaigns set has none.
            row_number() over (
              partition by page is null order by n desc, page, campaign
            ) as rank
          from (
            select nullif(source_page, '') as page, nullif(utm_campaign, '') as campaign,
              count(*)::int as n
            from ${leadsSince(since)} as leads
            where status <> 'spam'
            group by grouping sets ((nullif(source_page, '')), (nullif(utm_campaign, '')))
          ) as counted
          where page is not null or campaign is not null
        ) as ranked
        where rank <= 5
        order by n desc, page, campaign`,
  );
  const ranked = (key: 'page' | 'campaign') =>
    rows.flatMap((row) => {
      const value = row[key];
      return value === null ? [] : [{ value, count: Number(row.n) }];
    });
  return { pages: ranked('page'), campaigns: ranked('campaign') };
}

/**
 * Meetings booked from `previousStart` on, split at `start`: those booked in the period and in the
 * one before. A booking later cancelled is not counted (a reschedule cancels the old booking and
 * books a new one, so a meeting counts once).
 */
export async function countMeetingsBooked(db: Executor, previousStart: SQL, start: SQL) {
  const [row] = await selectRows<{ current: number; previous: number }>(
    db,
    sql`select
          count(*) filter (where created_at >= ${start})::int as current,
          count(*) filter (where created_at < ${start})::int as previous
        from bookings
        where status = 'booked' and created_at >= ${previousStart}`,
  );
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

/** Deliveries created since `since`, how many of them were delivered, and the dead ones overall. */
export async function deliveryCounts(db: Executor, since: SQL) {
  const [row] = await selectRows<{ total: number; delivered: number; dead: number }>(
    db,
    sql`select
          count(*) filter (where created_at >= ${since})::int as total,
          count(*) filter (where created_at >= ${since} and status = 'succeeded')::int as delivered,
          count(*) filter (where status = 'dead')::int as dead
        from deliveries`,
  );
  return {
    total: Number(row?.total ?? 0),
    delivered: Number(row?.delivered ?? 0),
    dead: Number(row?.dead ?? 0),
  };
}

/**
 * Where an endpoint's deliveries go, as the admin sees it: a webhook by its host only (the rest of a
 * hook URL can itself be a credential), a notification by the team's address. Confirmations go to
 * each submitter, so they count as one endpoint, the SMTP server, and name no submitter.
 */
function destinationLabel(kind: string, destination: string): string {
  if (kind === 'smtp-confirmation') return 'SMTP (each submitter)';
  if (!kind.endsWith('webhook')) return destination;
  try {
    return new URL(destination).host;
  } catch {
    return destination;
  }
}

/**
 * Endpoints whose deliveries are now failing (retrying or held) or dead, worst first. The status
 * index finds them without reading the delivered ones.
 */
export async function failingEndpoints(db: Executor): Promise<FailingEndpoint[]> {
  const rows = await selectRows<{
    kind: string;
    setting_key: string | null;
    destination: string;
    failing: number;
    held: number;
    dead: number;
    last_attempt_at: Date | string | null;
  }>(
    db,
    sql`select kind, setting_key, destination,
          count(*) filter (where status = 'failed' and next_attempt_at < ${HELD_UNTIL.toISOString()}::timestamptz)::int as failing,
          count(*) filter (where status = 'failed' and next_attempt_at >= ${HELD_UNTIL.toISOString()}::timestamptz)::int as held,
          count(*) filter (where status = 'dead')::int as dead,
          max(last_attempt_at) as last_attempt_at
        from (
          select kind, setting_key, status, next_attempt_at, last_attempt_at,
            case when kind = 'smtp-confirmation' then '' else destination end as destination
          from deliveries where status in ('failed', 'dead')
        ) as failed
        group by kind, setting_key, destination
        order by count(*) desc, max(last_attempt_at) desc nulls last
        limit 10`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    settingKey: row.setting_key,
    destination: destinationLabel(row.kind, row.destination),
    failing: Number(row.failing),
    held: Number(row.held),
    dead: Number(row.dead),
    lastAttemptAt: row.last_attempt_at ? new Date(row.last_attempt_at).toISOString() : null,
  }));
}
