import 'server-only';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { FORMS } from '@/lib/forms';

/** Spam-caught submissions are kept this long for review at most. */
const SPAM_KEEP_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Deletes spam-caught leads older than SPAM_KEEP_DAYS and, past `maxKept` across all forms, the
 * oldest ones, with their notes and delivery rows; returns how many leads went. One statement, so
 * instances running it at once each delete what is still there and none fails: a lead restored
 * meanwhile no longer matches `status = 'spam'` and stays, and its notes and deliveries with it
 * (they go only for the rows the delete actually removed). A lead a team member filed as spam by
 * hand ('manual') was a real submission and is never purged.
 */
export async function purgeSpam(db: Executor, now: Date, maxKept: number): Promise<number> {
  const cutoff = new Date(now.getTime() - SPAM_KEEP_DAYS * DAY_MS).toISOString();
  // Table names come from the form registry (constants), never from a request.
  const spam = sql.join(
    FORMS.map(
      (form) =>
        sql`select ${form.type}::text as lead_type, id, created_at from ${sql.identifier(form.table)} where status = 'spam'`,
    ),
    sql` union all `,
  );
  const deletes = FORMS.map(
    (form, index) =>
      sql`${sql.identifier(`gone_${index}`)} as (
        delete from ${sql.identifier(form.table)}
        where status = 'spam' and coalesce(spam_reason, '') <> 'manual'
          and id in (select id from doomed where lead_type = ${form.type})
        returning ${form.type}::text as lead_type, id)`,
  );
  const counts = sql.join(
    FORMS.map((_, index) => sql`(select count(*) from ${sql.identifier(`gone_${index}`)})`),
    sql` + `,
  );
  const [row] = await selectRows<{ removed: number | string }>(
    db,
    sql`with spam as (${spam}),
      doomed as (
        select lead_type, id from spam where created_at < ${cutoff}
        union
        select lead_type, id from (
          select lead_type, id from spam order by created_at desc, id desc offset ${maxKept}
        ) as beyond
      ),
      ${sql.join(deletes, sql`, `)},
      gone as (${sql.join(
        FORMS.map((_, index) => sql`select lead_type, id from ${sql.identifier(`gone_${index}`)}`),
        sql` union all `,
      )}),
      notes as (
        delete from lead_notes where (lead_type, lead_id) in (select lead_type, id from gone)
      ),
      outbox as (
        delete from deliveries where (lead_type, lead_id) in (select lead_type, id from gone)
      )
      select ${counts} as removed`,
  );
  return Number(row?.removed ?? 0);
}
