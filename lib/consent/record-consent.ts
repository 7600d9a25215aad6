import 'server-only';
import { consentRecords } from '@/lib/db/schema';
import type { Executor } from '@/lib/db/client';
import type { BrowserFamily } from '@/lib/consent/browser-family';
import type { ConsentDecision } from '@/lib/consent/contract';

/** Stores one decision in the consent log: what was chosen, under which mode and policy, when. */
export async function insertConsentRecord(
  db: Executor,
  decision: ConsentDecision,
  meta: { consentId: string; browserFamily: BrowserFamily; decidedAt: Date },
): Promise<void> {
  await db.insert(consentRecords).values({
    consentId: meta.consentId,
    decidedAt: meta.decidedAt,
    action: decision.action,
    analytics: decision.analytics,
    marketing: decision.marketing,
    mode: decision.mode,
    gpc: decision.gpc,
    policyVersion: decision.policyVersion,
    browserFamily: meta.browserFamily,
  });
}
