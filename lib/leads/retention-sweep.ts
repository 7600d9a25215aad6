import 'server-only';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import { FORMS } from '@/lib/forms';
import { RETENTION_KEYS, readRetentionPolicy } from '@/lib/leads/retention-settings';

interface RetentionCounts {
  leads: number;
  resumes: number;
}

/** "YYYY-MM-DDTHH" in UTC: text order is time order, so the claim can compare it. */
function hourOf(now: Date): string {
  return now.toISOString().slice(0, 13);
}

/**
 * Claims this hour's retention run for this instance: the conditional upsert succeeds for exactly
 * one caller per hour, however many instances sweep at once.
 */
async function claimHour(db: Executor, now: Date): Promise<boolean> {
  const hour = hourOf(now);
  const rows = await selectRows<{ key: string }>(
    db,
    sql`insert into settings (key, value, updated_at) values (${RETENTION_KEYS.lastRunHour}, ${hour}, ${now.toISOString()})
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
        where settings.value < excluded.value
        returning key`,
  );
  return rows.length > 0;
}

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Leads older than the cutoff in every form, with their notes, deliveries, routing decisions and
 * booked meetings; one statement each.
 */
async function deleteOldLeads(db: Executor, cutoff: Date): Promise<number> {
  let total = 0;
  for (const form of FORMS) {
    // Table names come from the form registry (constants), never from a request.
    const [row] = await selectRows<{ removed: number | string }>(
      db,
      sql`with gone as (
            delete from ${sql.identifier(form.table)} where created_at < ${cutoff.toISOString()} returning id
          ),
          notes as (
            delete from lead_notes where lead_type = ${form.type} and lead_id in (select id from gone)
          ),
          outbox as (
            delete from deliveries where lead_type = ${form.type} and lead_id in (select id from gone)
          ),
          routes as (
            delete from lead_routes where lead_type = ${form.type} and lead_id in (select id from gone)
          ),
          meetings as (
            delete from bookings where lead_type = ${form.type} and lead_id in (select id from gone)
          )
          select count(*) as removed from gone`,
    );
    total += Number(row?.removed ?? 0);
  }
  return total;
}

/** Resume bytes of applications older than the cutoff; the application rows stay. */
async function deleteOldResumes(db: Executor, cutoff: Date): Promise<number> {
  const rows = await selectRows<{ application_id: string }>(
    db,
    sql`delete from application_resumes where application_id in (
          select id from job_applications where created_at < ${cutoff.toISOString()}
        ) returning application_id`,
  );
  return rows.length;
}

/**
 * The hourly retention run: with a policy set, the instance that claims the hour deletes leads
 * older than N months and resume files older than N days, and records the counts in the audit log
 * when something was deleted (an hourly "nothing to do" would bury the log). Returns the counts,
 * or undefined when the policy is off or another instance has this hour.
 */
export async function runRetention(db: Executor, now: Date): Promise<RetentionCounts | undefined> {
  const policy = await readRetentionPolicy(db);
  if (policy.leadMonths === null && policy.resumeDays === null) return undefined;
  if (!(await claimHour(db, now))) return undefined;
  const counts: RetentionCounts = { leads: 0, resumes: 0 };
  if (policy.resumeDays !== null) {
    counts.resumes = await deleteOldResumes(
      db,
      new Date(now.getTime() - policy.resumeDays * 86_400_000),
    );
  }
  if (policy.leadMonths !== null) {
    counts.leads = await deleteOldLeads(db, monthsBefore(now, policy.leadMonths));
  }
  if (counts.leads > 0 || counts.resumes > 0) {
    await writeAudit(
      db,
      { actor: { name: 'system' }, action: 'retention.sweep', details: { ...counts, policy } },
      now,
    );
  }
  return counts;
}
