'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { customSolutionForm } from '@/lib/forms/custom-solution';

/** The custom solution request form on /custom-solutions. */
export function CustomSolutionForm() {
  return <LeadForm form={customSolutionForm} />;
}
