'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { contactForm } from '@/lib/forms/contact';

/** The consultation request form (home #contact, /solutions, /what-you-should-know). */
export function ContactForm() {
  return <LeadForm form={contactForm} />;
}
