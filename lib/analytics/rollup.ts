import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database, type Executor } from '@/lib/db/client';
import { deleteOldSalts, oldestKeyedDay, utcDay } from '@/lib/analytics/visitor-key';

const DAY_MS = 86_400_000;
/** The last day whose rollup is final (no event of it can still be written). */
const ROLLED_THROUGH = 'analytics.rolled-through';
/** "YYYY-MM-DDTHH" of the last hourly upkeep run, claimed by one instance per hour. */
const LAST_RUN_HOUR = 'analytics.last-run-hour';

export const nextDay = (day: string) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));

/**
 * One day's figures from its raw events: rows of (dimension, value, event, events, visitors).
 * Every event counts under the site total, its page, browser, system, device and form; a visit
 * (from an entry page view to the visitor's next one) counts as 'visit', and as 'bounce' when it
 * has one page view, under its entry page, referrer, UTM tags, browser, system and device.
 */
export function dayFiguresSql(day: string): SQL {
  const start = `${day}T00:00:00Z`;
  const end = `${nextDay(day)}T00:00:00Z`;
  return sql`
    with day_events as (
      select * from analytics_events where at >= ${start} and at < ${end}
    ),
    numbered as (
      select e.*, sum(case when e.name = 'pageview' and e.entry then 1 else 0 end)
        over (partition by e.visitor order by e.at, e.id rows unbounded preceding) as visit_no
      from day_events e
    ),
    visits as (
      select visitor, visit_no, count(*) filter (where name = 'pageview') as pageviews
      from numbered where visit_no > 0 group by visitor, visit_no
    ),
    entries as (
      select n.*, v.pageviews from numbered n join visits v using (visitor, visit_no)
      where n.name = 'pageview' and n.entry
    ),
    facts as (
      select d.dimension, d.value, e.name as event, e.visitor
      from day_events e
      cross join lateral (values
        ('total', ''), ('page', e.path), ('browser', e.browser), ('os', e.os),
        ('device', e.device), ('form', e.form)
      ) as d(dimension, value)
      where d.value is not null
      union all
      select d.dimension, d.value, k.event, x.visitor
      from entries x
      cross join lateral (values
        ('visit'), (case when x.pageviews = 1 then 'bounce' end)
      ) as k(event)
      cross join lateral (values
        ('total', ''), ('entry', x.path), ('referrer', coalesce(x.referrer, '')),
        ('utm_source', coalesce(x.utm_source, '')), ('utm_medium', coalesce(x.utm_medium, '')),
        ('utm_campaign', coalesce(x.utm_campaign, '')), ('browser', x.browser), ('os', x.os),
        ('device', x.device)
      ) as d(dimension, value)
      where k.event is not null
    )
    select dimension, value, event, count(*)::int as events, count(distinct visitor)::int as visitors
    from facts group by dimension, value, event`;
}

/** Rolls one day's raw events up into `analytics_daily`, replacing what an earlier run made. */
export async function rollUpDay(db: Database, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily where day = ${day}`);
    await tx.execute(sql`
      insert into analytics_daily (day, dimension, value, event, events, visitors)
      select ${day}, f.dimension, f.value, f.event, f.events, f.visitors
      from (${dayFiguresSql(day)}) as f`);
  });
}

async function readSetting(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await selectRows<{ value: string }>(
    db,
    sql`select value from settings where key = ${key}`,
  );
  return row?.value;
}

async function writeSetting(db: Executor, key: string, value: string, now: Date) {
  await db.execute(
    sql`insert into settings (key, value, updated_at) values (${key}, ${value}, ${now.toISOString()})
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
  );
}

/** Claims this hour's run: the conditional upsert succeeds for one caller per hour. */
async function claimHour(db: Executor, now: Date): Promise<boolean> {
  const hour = now.toISOString().slice(0, 13);
  const rows = await selectRows<{ key: string }>(
    db,
    sql`insert into settings (key, value, updated_at) values (${LAST_RUN_HOUR}, ${hour}, ${now.toISOString()})
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
        where settings.value < excluded.value
        returning key`,
  );
  return rows.length > 0;
}

export interface AnalyticsUpkeepResult {
  rolledUp: string[];
  rawDeleted: number;
  saltsDeleted: number;
}

/**
 * The hourly analytics upkeep, by the instance that claims the hour: rolls up every ended day
 * not yet final (yesterday again each hour, since an event accepted before midnight may be
 * written after it), deletes raw events older than `rawDays` whose day is final, and deletes the
 * salts older than 48 h. Undefined when another instance has this hour.
 */
export async function runAnalyticsUpkeep(
  db: Database,
  now: Date,
  rawDays: number,
): Promise<AnalyticsUpkeepResult | undefined> {
  if (!(await claimHour(db, now))) return undefined;
  const yesterday = oldestKeyedDay(now);
  const final = utcDay(new Date(now.getTime() - 2 * DAY_MS));
  const rolledThrough = await readSetting(db, ROLLED_THROUGH);
  let first = rolledThrough ? nextDay(rolledThrough) : undefined;
  if (!first) {
    const [oldest] = await selectRows<{ at: Date | string | null }>(
      db,
      sql`select min(at) as at from analytics_events`,
    );
    first = oldest?.at ? utcDay(new Date(oldest.at)) : yesterday;
  }
  const rolledUp: string[] = [];
  for (let day = first; day <= yesterday; day = nextDay(day)) {
    await rollUpDay(db, day);
    rolledUp.push(day);
  }
  const finalThrough = rolledThrough && rolledThrough > final ? rolledThrough : final;
  if (rolledUp.length > 0) await writeSetting(db, ROLLED_THROUGH, finalThrough, now);
  // Raw events go only once their day is final and rolled up.
  const keepFrom = utcDay(new Date(now.getTime() - rawDays * DAY_MS));
  const cutoff = keepFrom <= nextDay(finalThrough) ? keepFrom : nextDay(finalThrough);
  const [deleted] = await selectRows<{ removed: number | string }>(
    db,
    sql`with gone as (delete from analytics_events where at < ${`${cutoff}T00:00:00Z`} returning 1)
        select count(*) as removed from gone`,
  );
  const saltsDeleted = await deleteOldSalts(db, now);
  return { rolledUp, rawDeleted: Number(deleted?.removed ?? 0), saltsDeleted };
}
