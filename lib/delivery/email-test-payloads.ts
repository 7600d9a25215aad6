import {
  EMAIL_FORM_TYPES,
  emailWebhookPayload,
  type EmailBrand,
  type EmailFormType,
  type EmailWebhookPayload,
  type UserData,
} from '@/lib/delivery/email-types';

/** The address the admin's email tests write to: a reserved domain, so no person receives them. */
const EMAIL_TEST_ADDRESS = 'test@example.com';

const person = {
  firstName: 'John',
  lastName: 'Doe',
  email: EMAIL_TEST_ADDRESS,
  phone: '(555) 123-4567',
};

/** Sample person data of the four email tests (Test Contact, Test Career, Test Partner, Test Custom). */
export const EMAIL_TEST_USER_DATA: Record<EmailFormType, UserData> = {
  contact: {
    ...person,
    company: 'Acme Dental Group',
    industry: 'dental',
    employeeCount: '11-50',
    serviceType: 'managed',
    message: 'We would like to automate appointment scheduling.',
    agreeToTerms: true,
  },
  career: {
    ...person,
    desiredSalary: '$90,000',
    linkedinUrl: 'https://www.linkedin.com/in/johndoe',
    jobTitle: 'Senior AI Solutions Specialist',
    message: 'I am excited to apply for this role.',
    resumeFileName: 'john-doe-resume.pdf',
  },
  partner: {
    ...person,
    company: 'Doe Digital Agency',
    website: 'https://www.example.com',
    partnerType: 'referral',
    companySize: '11-50',
    message: 'We would like to resell your AI voice agents to our clients.',
    agreeToTerms: true,
  },
  customSolution: {
    ...person,
    company: 'Acme Home Services',
    industry: 'home',
    employeeCount: '51-200',
    solutionType: 'full-ai-call-center',
    message: 'We need an AI call center for after-hours calls.',
    agreeToTerms: true,
  },
};

/** The JSON an email test sends for one form type. */
export function emailTestPayload(formType: EmailFormType, brand: EmailBrand): EmailWebhookPayload {
  return emailWebhookPayload(formType, EMAIL_TEST_ADDRESS, EMAIL_TEST_USER_DATA[formType], brand);
}

/** All four test payloads, in the order of the admin's buttons. */
export function emailTestPayloads(brand: EmailBrand): EmailWebhookPayload[] {
  return EMAIL_FORM_TYPES.map((formType) => emailTestPayload(formType, brand));
}
