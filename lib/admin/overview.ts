import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb, type Executor } from '@/lib/db/client';
import { COMPANY_TIME_ZONE, companyDate } from '@/lib/config/company';
import { FORMS, LEAD_TYPES, type LeadType } from '@/lib/forms';
import type { AdminContext } from '@/lib/admin/guard';
import { parseQuery } from '@/lib/admin/query';
import {
  companyDayStart,
  countLeadsByDay,
  countMeetingsBooked,
  deliveryCounts,
  failingEndpoints,
  topLeadValues,
  type DayCount,
} from '@/lib/admin/overview-query';
import {
  OVERVIEW_PERIODS,
  type OverviewDay,
  type OverviewPeriod,
  type OverviewReport,
  type PeriodTotal,
} from '@/lib/admin/overview-types';

const querySchema = z.object({
  days: z
    .enum(
      OVERVIEW_PERIODS.map(String) as [string, ...string[]],
      `Use one of ${OVERVIEW_PERIODS.join(', ')}`,
    )
    .default('30')
    .transform((value) => Number(value) as OverviewPeriod),
});

/** A calendar day (YYYY-MM-DD) moved by whole days; calendar dates have no time zone to shift. */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

function periodTotal(current: number, previous: number): PeriodTotal {
  const changePercent = previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
  return { current, previous, changePercent };
}

const zeroCounts = () =>
  Object.fromEntries(LEAD_TYPES.map((type) => [type, 0])) as Record<LeadType, number>;

/** Daily series (every day present, 0 without leads), totals against the previous period, spam. */
function summarize(counts: DayCount[], from: string, to: string) {
  const series = new Map<string, OverviewDay>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    series.set(day, { day, ...zeroCounts() });
  }
  const current = zeroCounts();
  const previous = zeroCounts();
  let spamCaught = 0;
  for (const { leadType, day, spam, count } of counts) {
    const inPeriod = day >= from && day <= to;
    if (spam) {
      if (inPeriod) spamCaught += count;
      continue;
    }
    const entry = series.get(day);
    if (entry) entry[leadType] += count;
    if (inPeriod) current[leadType] += count;
    // The query starts at the previous period, so any earlier day belongs to it.
    else if (day < from) previous[leadType] += count;
  }
  const sum = (values: Record<LeadType, number>) =>
    LEAD_TYPES.reduce((total, type) => total + values[type], 0);
  return {
    series: [...series.values()],
    totals: {
      overall: periodTotal(sum(current), sum(previous)),
      perForm: LEAD_TYPES.map((type) => ({ type, ...periodTotal(current[type], previous[type]) })),
    },
    spamCaught,
  };
}

/**
 * How the site converts over the last `days` company calendar days (today included): submissions
 * per day and form, totals against the period before, top pages and campaigns, delivery health and
 * spam caught. A handful of aggregate queries; nothing is loaded row by row.
 */
export async function overviewReport(
  db: Executor,
  days: OverviewPeriod,
  now: Date = new Date(),
): Promise<OverviewReport> {
  const to = companyDate(now);
  const from = addDays(to, -(days - 1));
  const start = companyDayStart(from);
  const previousStart = companyDayStart(addDays(from, -days));
  const [counts, top, delivered, endpoints, meetings] = await Promise.all([
    countLeadsByDay(db, previousStart),
    topLeadValues(db, start),
    deliveryCounts(db, start),
    failingEndpoints(db),
    countMeetingsBooked(db, previousStart, start),
  ]);
  return {
    days,
    from,
    to,
    timeZone: COMPANY_TIME_ZONE,
    forms: FORMS.map((form) => ({ type: form.type, label: form.title })),
    ...summarize(counts, from, to),
    meetingsBooked: periodTotal(meetings.current, meetings.previous),
    topPages: top.pages,
    topCampaigns: top.campaigns,
    deliveries: {
      total: delivered.total,
      delivered: delivered.delivered,
      deliveredShare: delivered.total === 0 ? null : delivered.delivered / delivered.total,
      deadNow: delivered.dead,
      failingEndpoints: endpoints,
    },
  };
}

/** The Overview tab's data for `?days=30|90` (admin only); another value answers 400. */
export async function adminOverview(_admin: AdminContext, query: URLSearchParams) {
  const { days } = parseQuery(querySchema, Object.fromEntries(query));
  return overviewReport(getDb(), days);
}
