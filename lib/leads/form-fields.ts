import type { LeadType } from '@/lib/db/schema/deliveries';

export interface FormField {
  /** camelCase name: the form-state field and the form-webhook variable. */
  name: string;
  /** What the form shows; the admin's "Test with Label Names" sends it as the sample value. */
  label: string;
}

/**
 * Every variable a form webhook receives, per form, in payload order: the form's state fields by
 * their camelCase names (spec section 3), plus the lead's id and submission time (and, for
 * applications, the resume's file name and signed download link).
 */
export const FORM_FIELDS: Record<LeadType, readonly FormField[]> = {
  contact: [
    { name: 'firstName', label: 'First Name' },
    { name: 'lastName', label: 'Last Name' },
    { name: 'email', label: 'Business Email' },
    { name: 'phone', label: 'Phone Number' },
    { name: 'company', label: 'Company Name' },
    { name: 'industry', label: 'Industry' },
    { name: 'employeeCount', label: 'Company Size' },
    { name: 'serviceType', label: 'Service Type' },
    { name: 'message', label: 'Message' },
    { name: 'agreeToTerms', label: 'Agree to Terms' },
    { name: 'leadId', label: 'Lead ID' },
    { name: 'submittedAt', label: 'Submitted At' },
  ],
  partnership: [
    { name: 'firstName', label: 'First Name' },
    { name: 'lastName', label: 'Last Name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone' },
    { name: 'company', label: 'Company Name' },
    { name: 'website', label: 'Website' },
    { name: 'partnerType', label: 'Partnership Type' },
    { name: 'companySize', label: 'Company Size' },
    { name: 'message', label: 'Message' },
    { name: 'agreeToTerms', label: 'Agree to Terms' },
    { name: 'leadId', label: 'Lead ID' },
    { name: 'submittedAt', label: 'Submitted At' },
  ],
  application: [
    { name: 'firstName', label: 'First Name' },
    { name: 'lastName', label: 'Last Name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone' },
    { name: 'desiredSalary', label: 'Desired Salary' },
    { name: 'linkedinUrl', label: 'LinkedIn Profile URL' },
    { name: 'jobId', label: 'Job ID' },
    { name: 'jobTitle', label: 'Job Title' },
    { name: 'message', label: 'Cover Letter' },
    { name: 'resumeFile', label: 'Resume' },
    { name: 'resumeFileName', label: 'Resume File Name' },
    { name: 'resumeUrl', label: 'Resume Download Link' },
    { name: 'leadId', label: 'Lead ID' },
    { name: 'submittedAt', label: 'Submitted At' },
  ],
  'custom-solution': [
    { name: 'firstName', label: 'First Name' },
    { name: 'lastName', label: 'Last Name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone Number' },
    { name: 'company', label: 'Company Name' },
    { name: 'industry', label: 'Industry' },
    { name: 'employeeCount', label: 'Company Size' },
    { name: 'solutionType', label: 'Solution Type' },
    { name: 'message', label: 'Project Details' },
    { name: 'agreeToTerms', label: 'Agree to Terms' },
    { name: 'leadId', label: 'Lead ID' },
    { name: 'submittedAt', label: 'Submitted At' },
  ],
};

/** The form-encoded body of "Test with Label Names": each variable carries its own label. */
export function labelSamplePayload(type: LeadType): Record<string, string> {
  return Object.fromEntries(FORM_FIELDS[type].map((field) => [field.name, field.label]));
}
