import type { ConsentMode } from '@/lib/consent/contract';

/** How the admin's mode select names each consent mode and what it means, in one line. */
export const CONSENT_MODE_LABELS: Record<ConsentMode, { label: string; explanation: string }> = {
  'opt-in': {
    label: 'Opt-in (ask first)',
    explanation:
      'Analytics and marketing pixels wait until the visitor accepts them in the banner: what the GDPR and ePrivacy rules require for visitors in the EU and UK.',
  },
  'opt-out': {
    label: 'Opt-out (run unless refused; honours GPC)',
    explanation:
      'Pixels run at once; a visitor can refuse in the banner, and a Global Privacy Control signal refuses for them: the US state-law model (CCPA and similar).',
  },
  off: {
    label: 'Off (no banner; use your own consent tool)',
    explanation:
      'No banner, and every enabled pixel runs for every visitor: choose this only when another consent tool decides which pixels may run.',
  },
};
