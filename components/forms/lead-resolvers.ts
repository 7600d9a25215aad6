import { zodResolver } from '@hookform/resolvers/zod';
import {
  applicationSchema,
  contactSchema,
  customSolutionSchema,
  partnershipSchema,
} from '@/lib/leads/schemas';

/** The four forms' resolvers, in one chunk that `lazyResolver` loads on first use. */
export const contactResolver = zodResolver(contactSchema);
export const partnershipResolver = zodResolver(partnershipSchema);
export const applicationResolver = zodResolver(applicationSchema);
export const customSolutionResolver = zodResolver(customSolutionSchema);
