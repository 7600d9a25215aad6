import 'server-only';
import { asc, gt, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { consentRecords } from '@/lib/db/schema';
import { CONSENT_ACTIONS, type ConsentAction } from '@/lib/consent/contract';

/** One UTC day of the consent log: how many decisions of each kind were recorded. */
export type ConsentDay = { day: string } & Record<ConsentAction, number>;

export type ConsentRecordRow = typeof consentRecords.$inferSelect;

const DAY_MS = 86_400_000;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Decisions per UTC day and action for the last `days` days (today included), newest first;
 * a day without decisions is listed with zeros, so the table reads as a calendar.
 */
export async function consentCountsByDay(
  db: Executor,
  days: number,
  now = new Date(),
): Promise<ConsentDay[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const rows = await selectRows<{ day: string; action: string; count: number | string }>(
    db,
    sql`select to_char(${consentRecords.decidedAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
               ${consentRecords.action} as action, count(*) as count
        from ${consentRecords}
        where ${consentRecords.decidedAt} >= ${since.toISOString()}
        group by 1, 2`,
  );
  const result: ConsentDay[] = [];
  const byDay = new Map<string, ConsentDay>();
  for (let index = 0; index < days; index += 1) {
    const day = utcDay(new Date(today - index * DAY_MS));
    const entry = { day, ...Object.fromEntries(CONSENT_ACTIONS.map((a) => [a, 0])) } as ConsentDay;
    result.push(entry);
    byDay.set(day, entry);
  }
  for (const row of rows) {
    const entry = byDay.get(row.day);
    const action = CONSENT_ACTIONS.find((known) => known === row.action);
    if (entry && action) entry[action] += Number(row.count);
  }
  return result;
}

/** The next page of the consent log in recording order, after the row with id `afterId`. */
export async function consentRecordsAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<ConsentRecordRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(gt(consentRecords.id, afterId))
    .orderBy(asc(consentRecords.id))
    .limit(limit);
}

/** How many decisions the log holds (for the export's audit row). */
export async function countConsentRecords(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<string>`count(*)` }).from(consentRecords);
  return Number(row?.count ?? 0);
}
