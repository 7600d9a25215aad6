import 'server-only';
import { getDb } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { collectPrivacyExport, eraseAddress, type ErasureCounts } from '@/lib/admin/privacy';
import { addressHash, privacyRequestSchema } from '@/lib/admin/privacy-match';

/**
 * A right-to-know request: one JSON document with everything stored about the address. The audit
 * log records that it was answered, under a salted hash of the address, never the address.
 */
export async function adminPrivacyExport(admin: AdminContext, input: unknown) {
  const { email } = privacyRequestSchema.parse(input);
  const db = getDb();
  const document = await collectPrivacyExport(db, email, new Date());
  await writeAudit(db, {
    actor: auditActor(admin),
    action: 'privacy.export',
    details: {
      addressHash: await addressHash(db, email),
      leads: document.leads.length,
      deliveries: document.deliveries.length,
    },
  });
  const day = document.generatedAt.slice(0, 10);
  return { fileName: `privacy-export-${day}.json`, document };
}

/**
 * A right-to-erasure request: deletes everything stored about the address in one transaction,
 * audited with the counts and a salted hash of the address.
 */
export async function adminPrivacyErase(
  admin: AdminContext,
  input: unknown,
): Promise<ErasureCounts> {
  const { email } = privacyRequestSchema.parse(input);
  return getDb().transaction(async (tx) => {
    const counts = await eraseAddress(tx, email);
    await writeAudit(tx, {
      actor: auditActor(admin),
      action: 'privacy.erase',
      details: { addressHash: await addressHash(tx, email), ...counts },
    });
    return counts;
  });
}
