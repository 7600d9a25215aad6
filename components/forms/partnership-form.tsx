'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { partnershipForm } from '@/lib/forms/partnership';

/** The Partnership Inquiry Form on /partners (the variant whose terms must be ticked). */
export function PartnershipForm() {
  return <LeadForm form={partnershipForm} />;
}
