import 'server-only';
import { getDb } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import {
  readRetentionPolicy,
  retentionSchema,
  writeRetentionPolicy,
  type RetentionPolicy,
} from '@/lib/leads/retention-settings';

/** The retention policy (null: that deletion is off). */
export async function adminGetRetention(_admin: AdminContext): Promise<RetentionPolicy> {
  return readRetentionPolicy(getDb());
}

/** Saves the retention policy (validated ranges; null turns a deletion off) and audits it. */
export async function adminSaveRetention(
  admin: AdminContext,
  input: unknown,
): Promise<RetentionPolicy> {
  const policy = retentionSchema.parse(input);
  const db = getDb();
  await db.transaction(async (tx) => {
    await writeRetentionPolicy(tx, policy, admin.actor.username);
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'retention.update',
      target: 'retention',
      details: { ...policy },
    });
  });
  return policy;
}
