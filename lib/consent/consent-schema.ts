import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { CONSENT_ACTIONS, CONSENT_MODES, type ConsentDecision } from '@/lib/consent/contract';
import { storableString } from '@/lib/validation/safe-zod';

const POLICY_VERSION_MAX = 40;

/**
 * A visitor's consent decision as the banner posts it. Strict: an unknown key is refused, so a
 * client cannot slip extra data into the log. "Accept all" and "reject all" must grant or refuse
 * every optional category (a GPC opt-out may keep analytics, so its categories stay free).
 */
export const consentDecisionSchema = z
  .strictObject({
    action: z.enum(CONSENT_ACTIONS, 'Unknown consent action'),
    analytics: z.boolean('analytics must be true or false'),
    marketing: z.boolean('marketing must be true or false'),
    gpc: z.boolean('gpc must be true or false'),
    policyVersion: storableString('policyVersion must be text')
      .trim()
      .min(1, 'policyVersion is required')
      .max(POLICY_VERSION_MAX, `policyVersion must be at most ${POLICY_VERSION_MAX} characters`),
    // Pages rendered before the log took the server's own mode still send the one they ran in:
    // accepted, so their decisions are not lost, and never stored (a client could claim any mode).
    mode: z.enum(CONSENT_MODES, 'Unknown consent mode').optional(),
  })
  .superRefine((decision, context) => {
    const granted = [decision.analytics, decision.marketing];
    const mismatch =
      (decision.action === 'accept-all' && granted.includes(false)) ||
      (decision.action === 'reject-all' && granted.includes(true));
    if (mismatch) {
      context.addIssue({
        code: 'custom',
        path: ['action'],
        message: `The categories do not match the action ${decision.action}`,
      });
    }
  }) satisfies z.ZodType<ConsentDecision>;
