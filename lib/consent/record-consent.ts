import 'server-only';
import { consentRecords } from '@/lib/db/schema';
import type { Executor } from '@/lib/db/client';
import type { BrowserFamily } from '@/lib/consent/browser-family';
import type { ConsentDecision, ConsentMode } from '@/lib/consent/contract';

/**
 * Stores one decision in the consent log: what was chosen, under the server's mode and which
 * policy, when.
 */
export async function insertConsentRecord(
  db: Executor,
  decision: ConsentDecision,
  meta: { consentId: string; mode: ConsentMode; browserFamily: BrowserFamily; decidedAt: Date },
): Promise<void> {
  await db.insert(consentRecords).values({
    consentId: meta.consentId,
    decidedAt: meta.decidedAt,
    action: decision.action,
    analytics: decision.analytics,
    marketing: decision.marketing,
    mode: meta.mode,
    gpc: decision.gpc,
    policyVersion: decision.policyVersion,
    browserFamily: meta.browserFamily,
  });
}
