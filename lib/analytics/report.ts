import 'server-only';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { FORMS } from '@/lib/forms';
import { dayFiguresSql, nextDay } from '@/lib/analytics/rollup';
import { utcDay } from '@/lib/analytics/visitor-key';
import { referrerHost } from '@/lib/analytics/event-input';
import { siteConfig } from '@/lib/config/site';
import type {
  AnalyticsDay,
  AnalyticsPeriod,
  AnalyticsReport,
  PeriodFigure,
  RankedRow,
} from '@/lib/analytics/report-types';

/** How many rows each ranked table keeps. */
const TABLE_ROWS = 20;
const DAY_MS = 86_400_000;

interface Figure {
  events: number;
  visitors: number;
}

/** Figures summed over days, by `dimension \t value \t event`. */
type Figures = Map<string, Figure>;

const figureKey = (dimension: string, value: string, event: string) =>
  `${dimension}\t${value}\t${event}`;

interface FigureRow extends Figure {
  dimension: string;
  value: string;
  event: string;
}

function add(figures: Figures, rows: readonly FigureRow[]) {
  for (const row of rows) {
    const key = figureKey(row.dimension, row.value, row.event);
    const sum = figures.get(key) ?? { events: 0, visitors: 0 };
    sum.events += Number(row.events);
    sum.visitors += Number(row.visitors);
    figures.set(key, sum);
  }
}

/** One day's site-wide visitors, page views and visits. */
type DayTotals = Map<string, AnalyticsDay>;

function addDayTotal(days: DayTotals, day: string, event: string, figure: Figure) {
  const entry = days.get(day) ?? { day, visitors: 0, pageviews: 0, visits: 0 };
  if (event === 'pageview') {
    entry.pageviews += Number(figure.events);
    entry.visitors += Number(figure.visitors);
  } else if (event === 'visit') entry.visits += Number(figure.events);
  days.set(day, entry);
}

/**
 * The figures of the UTC days `from` to `to`, summed, and the site totals of each day: the
 * rollups for days that are final (before yesterday), the raw events for yesterday and today
 * (their rollups may still change). Visitors are summed over days: a visitor's key changes every
 * day, so one person on two days counts twice.
 */
async function figures(
  db: Executor,
  from: string,
  to: string,
  now: Date,
): Promise<{ figures: Figures; days: DayTotals }> {
  const result: Figures = new Map();
  const days: DayTotals = new Map();
  const lastFinal = utcDay(new Date(now.getTime() - 2 * DAY_MS));
  const rolledTo = to < lastFinal ? to : lastFinal;
  if (from <= rolledTo) {
    const [summed, totals] = await Promise.all([
      selectRows<FigureRow>(
        db,
        sql`select dimension, value, event, sum(events)::int as events, sum(visitors)::int as visitors
            from analytics_daily where day >= ${from} and day <= ${rolledTo}
            group by dimension, value, event`,
      ),
      selectRows<Figure & { day: string; event: string }>(
        db,
        sql`select day, event, events, visitors from analytics_daily
            where day >= ${from} and day <= ${rolledTo} and dimension = 'total' and value = ''
              and event in ('pageview', 'visit')`,
      ),
    ]);
    add(result, summed);
    for (const row of totals) addDayTotal(days, row.day, row.event, row);
  }
  for (let day = from > lastFinal ? from : nextDay(lastFinal); day <= to; day = nextDay(day)) {
    const rows = await selectRows<FigureRow>(db, dayFiguresSql(day));
    add(result, rows);
    for (const row of rows) {
      if (row.dimension === 'total') addDayTotal(days, day, row.event, row);
    }
  }
  return { figures: result, days };
}

/** Every day from `from` to `to`, with zeros where nothing was counted. */
function dailySeries(days: DayTotals, from: string, to: string): AnalyticsDay[] {
  const series: AnalyticsDay[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    series.push(days.get(day) ?? { day, visitors: 0, pageviews: 0, visits: 0 });
  }
  return series;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function ranked(all: Figures, dimension: string, event: string): RankedRow[] {
  const rows: RankedRow[] = [];
  for (const [key, figure] of all) {
    const [dim, value, name] = key.split('\t');
    if (dim !== dimension || name !== event || value === undefined) continue;
    rows.push({ value, count: figure.events, visitors: figure.visitors });
  }
  return rows
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, TABLE_ROWS);
}

type Tally = Map<string, number>;

interface LeadCounts {
  byForm: Map<
    string,
    { submitted: number; booked: number; contacted: number; qualified: number; won: number }
  >;
  /** By the page where the form was sent. */
  byPage: Tally;
  /** By where the lead's visit began: its entry page, referring site, UTM source and campaign. */
  byEntry: Tally;
  byReferrer: Tally;
  bySource: Tally;
  byCampaign: Tally;
}

interface LeadRow {
  lead_type: string;
  status: string;
  /** The lead has a booked meeting now (not cancelled). */
  booked: boolean;
  source_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  first_page: string | null;
  first_referrer: string | null;
  first_utm_source: string | null;
  first_utm_campaign: string | null;
  n: number;
}

const TOUCH_COLUMNS = sql.raw(
  'source_page, referrer, utm_source, utm_campaign, first_page, first_referrer, first_utm_source, first_utm_campaign',
);

function bump(tally: Tally, key: string, n: number) {
  tally.set(key, (tally.get(key) ?? 0) + n);
}

/** A lead's page as the beacon names pages: the path, without its hash or query. */
const pathOf = (page: string) => page.replace(/[?#].*$/, '') || '/';

/**
 * Real (not spam) leads created in the UTC days, by form and status, by the page where they were
 * sent, and by where their visit began: the first touch when the visitor's device remembered it,
 * else the page where the form was sent (a visit that converted on its first page is both).
 */
async function leadCounts(
  db: Executor,
  from: string,
  to: string,
  siteHost: string,
): Promise<LeadCounts> {
  const start = `${from}T00:00:00Z`;
  const end = `${nextDay(to)}T00:00:00Z`;
  const parts = FORMS.map(
    (form) =>
      sql`select ${form.type}::text as lead_type, status, ${TOUCH_COLUMNS},
            exists (select 1 from bookings where bookings.lead_type = ${form.type}
              and bookings.lead_id = ${sql.identifier(form.table)}.id
              and bookings.status = 'booked') as booked
          from ${sql.identifier(form.table)}
          where created_at >= ${start} and created_at < ${end} and status <> 'spam'`,
  );
  const rows = await selectRows<LeadRow>(
    db,
    sql`select lead_type, status, ${TOUCH_COLUMNS}, booked, count(*)::int as n
        from (${sql.join(parts, sql` union all `)}) as leads
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`,
  );
  const counts: LeadCounts = {
    byForm: new Map(),
    byPage: new Map(),
    byEntry: new Map(),
    byReferrer: new Map(),
    bySource: new Map(),
    byCampaign: new Map(),
  };
  for (const row of rows) {
    const n = Number(row.n);
    const form = counts.byForm.get(row.lead_type) ?? {
      submitted: 0,
      booked: 0,
      contacted: 0,
      qualified: 0,
      won: 0,
    };
    form.submitted += n;
    if (row.booked === true) form.booked += n;
    // A lead's status is where it stands now; one that was won was contacted and qualified.
    if (['contacted', 'qualified', 'won', 'lost'].includes(row.status)) form.contacted += n;
    if (['qualified', 'won'].includes(row.status)) form.qualified += n;
    if (row.status === 'won') form.won += n;
    counts.byForm.set(row.lead_type, form);
    if (row.source_page) bump(counts.byPage, pathOf(row.source_page), n);
    const first = row.first_page !== null;
    const entry = first ? row.first_page : row.source_page;
    if (entry) bump(counts.byEntry, pathOf(entry), n);
    const referrer = first ? row.first_referrer : row.referrer;
    bump(counts.byReferrer, referrerHost(referrer, siteHost) ?? '', n);
    bump(counts.bySource, (first ? row.first_utm_source : row.utm_source) ?? '', n);
    bump(counts.byCampaign, (first ? row.first_utm_campaign : row.utm_campaign) ?? '', n);
  }
  return counts;
}

/** A table's rows with the leads counted under each value, and their share of its visitors. */
function withLeads(rows: RankedRow[], leads: Tally): RankedRow[] {
  return rows.map((row) => {
    const sent = leads.get(row.value) ?? 0;
    return { ...row, leads: sent, conversionRate: ratio(sent, row.visitors) };
  });
}

const total = (all: Figures, event: string, field: keyof Figure) =>
  all.get(figureKey('total', '', event))?.[field] ?? 0;

/**
 * Visitor analytics for the last `days` UTC days (today included) against the period before:
 * totals, ranked tables, conversion into leads by page, entry page, referrer, source and campaign,
 * and each form's funnel from seen to won. The form steps after "submitted" come from the leads' status
 * and bookings today.
 */
export async function analyticsReport(
  db: Executor,
  days: AnalyticsPeriod,
  now: Date = new Date(),
  siteHost: string = new URL(siteConfig().url).host,
): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const previousTo = utcDay(new Date(now.getTime() - days * DAY_MS));
  const previousFrom = utcDay(new Date(now.getTime() - (2 * days - 1) * DAY_MS));
  const [thisPeriod, periodBefore, leads] = await Promise.all([
    figures(db, from, to, now),
    figures(db, previousFrom, previousTo, now),
    leadCounts(db, from, to, siteHost),
  ]);
  const current = thisPeriod.figures;
  const previous = periodBefore.figures;
  const period = (event: string, field: keyof Figure): PeriodFigure => ({
    current: total(current, event, field),
    previous: total(previous, event, field),
  });
  const entries = ranked(current, 'entry', 'visit').map((row) => ({
    ...row,
    bounceRate: ratio(current.get(figureKey('entry', row.value, 'bounce'))?.events ?? 0, row.count),
  }));
  return {
    days,
    from,
    to,
    totals: {
      visitors: period('pageview', 'visitors'),
      pageviews: period('pageview', 'events'),
      visits: period('visit', 'events'),
      bounceRate: {
        current: ratio(total(current, 'bounce', 'events'), total(current, 'visit', 'events')),
        previous: ratio(total(previous, 'bounce', 'events'), total(previous, 'visit', 'events')),
      },
    },
    daily: dailySeries(thisPeriod.days, from, to),
    tables: {
      pages: withLeads(ranked(current, 'page', 'pageview'), leads.byPage),
      entries: withLeads(entries, leads.byEntry),
      referrers: withLeads(ranked(current, 'referrer', 'visit'), leads.byReferrer),
      utmSources: withLeads(ranked(current, 'utm_source', 'visit'), leads.bySource),
      utmMediums: ranked(current, 'utm_medium', 'visit'),
      utmCampaigns: withLeads(ranked(current, 'utm_campaign', 'visit'), leads.byCampaign),
      browsers: ranked(current, 'browser', 'visit'),
      systems: ranked(current, 'os', 'visit'),
      devices: ranked(current, 'device', 'visit'),
    },
    funnels: FORMS.map((form) => {
      const sent = leads.byForm.get(form.type);
      const seen = current.get(figureKey('form', form.type, 'form_seen'))?.visitors ?? 0;
      const submitted = sent?.submitted ?? 0;
      return {
        type: form.type,
        label: form.title,
        seen,
        started: current.get(figureKey('form', form.type, 'form_start'))?.visitors ?? 0,
        submitted,
        booked: sent?.booked ?? 0,
        contacted: sent?.contacted ?? 0,
        qualified: sent?.qualified ?? 0,
        won: sent?.won ?? 0,
        conversionRate: ratio(submitted, seen),
      };
    }),
  };
}
