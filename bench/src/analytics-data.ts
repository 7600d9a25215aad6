import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';

/**
 * Half a year of visitor events made in PostgreSQL in one statement, as the beacon would have
 * sent them: visits of one to eight page views (the first one the entry, with its referrer and
 * UTM tags), some with a form seen and started, an ROI calculator opened or a demo clicked; about
 * 200 paths and 300 referring sites, few of each taking most of the traffic; each person keeping
 * one browser, system and device, with about 1.6 visits, a person's visits falling on one day (so
 * a visitor key has several visits, as on a real day). A visitor key is a hash of the person and
 * the UTC day, as the real key changes with the day's salt.
 */

/** Visits to make: about 3 events each, so the statement makes a little over the events asked. */
const EVENTS_PER_VISIT = 2.9;

/** The site's own pages, the most visited first. */
const PAGES = [
  '/',
  '/solutions',
  '/about-us',
  '/partners',
  '/careers',
  '/faq',
  '/custom-solutions',
  '/ai-coaching',
  '/ai-roleplay',
  '/blog',
  '/knowledge',
  '/documentation',
  '/what-you-should-know',
  '/self-managed',
  '/privacy-policy',
  '/terms-of-service',
];

const REFERRERS = [
  'google.com',
  'bing.com',
  'linkedin.com',
  'duckduckgo.com',
  'chatgpt.com',
  'news.ycombinator.com',
];

/** (browser, system, device) and the share of people using it, in percent (adds up to 100). */
const CLIENTS: [string, string, string, number][] = [
  ['Chrome', 'Windows', 'desktop', 33],
  ['Chrome', 'macOS', 'desktop', 10],
  ['Safari', 'macOS', 'desktop', 8],
  ['Safari', 'iOS', 'mobile', 15],
  ['Chrome', 'Android', 'mobile', 14],
  ['Edge', 'Windows', 'desktop', 8],
  ['Firefox', 'Windows', 'desktop', 4],
  ['Firefox', 'Linux', 'desktop', 2],
  ['Safari', 'iOS', 'tablet', 2],
  ['Chrome', 'ChromeOS', 'desktop', 2],
  ['Other', 'Other', 'desktop', 2],
];

/** UTM source, medium and the campaigns' prefix, the same tag set on every link of a channel. */
const CHANNELS: [string, string][] = [
  ['google', 'cpc'],
  ['linkedin', 'social'],
  ['newsletter', 'email'],
  ['facebook', 'social'],
  ['partner', 'referral'],
];

/** Each form and the page it is on. */
const FORM_PAGES: [string, string][] = [
  ['contact', '/'],
  ['partnership', '/partners'],
  ['application', '/careers'],
  ['custom-solution', '/custom-solutions'],
];

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value}'`).join(', ')}]`;

/** A CASE choosing a client by the person: `bucket` is the person's number 0-99. */
function clientCase(bucket: string, field: 0 | 1 | 2): string {
  let upTo = 0;
  const arms = CLIENTS.map((client) => {
    upTo += client[3];
    return `when ${bucket} < ${upTo} then '${client[field]}'`;
  });
  return `case ${arms.join(' ')} end`;
}

/** The statement: `events` rows (exactly) over the last `days` days, none in the future. */
function seedStatement(events: number, days: number): string {
  const visits = Math.ceil(events / EVENTS_PER_VISIT);
  // The page of a view: the site's pages (the first ones most), a blog post or a docs topic.
  const page = `case when random() < 0.6 then (${textArray(PAGES)})[1 + floor(power(random(), 2) * ${PAGES.length})::int]
      when random() < 0.75 then '/blog/post-' || floor(power(random(), 2) * 120)::int
      else '/documentation/topic-' || floor(random() * 60)::int end`;
  return `
    with visits as materialized (
      select g as visit, person, bucket,
        now() - make_interval(secs => ((person * 7919) % ${days}) * 86400 + random() * 86400) as start_at,
        case when r_pages < 0.45 then 1 when r_pages < 0.65 then 2 when r_pages < 0.78 then 3
          else 4 + floor(random() * 5)::int end as pageviews,
        array_remove(array[
          case when r_form < 0.25 then 'form_seen' end,
          case when r_form < 0.10 then 'form_start' end,
          case when random() < 0.05 then 'roi_open' end,
          case when random() < 0.04 then 'demo_click' end], null) as extras,
        (${textArray(FORM_PAGES.map(([form]) => form))})[1 + floor(power(random(), 1.5) * ${FORM_PAGES.length})::int] as form,
        case when r_source < 0.40 then null
          when r_source < 0.92 then (${textArray(REFERRERS)})[1 + floor(power(random(), 2.5) * ${REFERRERS.length})::int]
          else 'site-' || floor(random() * 300)::int || '.example' end as referrer,
        case when random() < 0.15 then floor(power(random(), 1.5) * ${CHANNELS.length})::int end as channel,
        floor(power(random(), 2) * 40)::int as campaign,
        ${page} as entry_path
      from (
        select g, g * 5 / 8 as person, (g * 5 / 8 * 37 + 11) % 100 as bucket,
          random() as r_pages, random() as r_form, random() as r_source
        from generate_series(1, ${visits}) as g
      ) as drawn
    ),
    events as (
      select v.*, s.step,
        least(v.start_at + make_interval(secs => (s.step - 1) * (15 + random() * 90)), now()) as at,
        case when s.step <= v.pageviews then 'pageview' else v.extras[s.step - v.pageviews] end as name,
        ${page} as next_path
      from visits as v
      cross join lateral generate_series(1, v.pageviews + cardinality(v.extras)) as s(step)
    )
    insert into analytics_events (id, at, name, visitor, path, entry, referrer, utm_source,
      utm_medium, utm_campaign, form, browser, os, device)
    select gen_random_uuid(), at, name,
      left(md5(person || ':' || to_char(at at time zone 'UTC', 'YYYY-MM-DD')), 32),
      case when step = 1 then entry_path
        when name = 'pageview' then next_path
        when name in ('form_seen', 'form_start') then (${textArray(FORM_PAGES.map(([, path]) => path))})[array_position(${textArray(FORM_PAGES.map(([form]) => form))}, form)]
        else entry_path end,
      step = 1,
      case when step = 1 then referrer end,
      case when step = 1 and channel is not null then (${textArray(CHANNELS.map(([source]) => source))})[channel + 1] end,
      case when step = 1 and channel is not null then (${textArray(CHANNELS.map(([, medium]) => medium))})[channel + 1] end,
      case when step = 1 and channel is not null then (${textArray(CHANNELS.map(([source]) => source))})[channel + 1] || '-' || campaign end,
      case when name in ('form_seen', 'form_start') then form end,
      ${clientCase('bucket', 0)}, ${clientCase('bucket', 1)}, ${clientCase('bucket', 2)}
    from events
    order by visit, step
    limit ${events}`;
}

/** Inserts the events (the same ones each run: the random numbers are seeded) and analyzes. */
export async function seedAnalyticsEvents(
  db: Database,
  events: number,
  days: number,
): Promise<number> {
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    const result = (await tx.execute(sql.raw(seedStatement(events, days)))) as unknown as {
      rowCount: number | null;
    };
    return result.rowCount ?? 0;
  });
  await db.execute(sql`analyze analytics_events`);
  return inserted;
}
