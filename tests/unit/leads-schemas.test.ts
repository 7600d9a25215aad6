import { FORM_FIELDS, labelSamplePayload } from '@/lib/forms';
import { isWebUrl } from '@/lib/forms/field-schemas';
import {
  CONTACT_INDUSTRIES,
  CUSTOM_INDUSTRIES,
  EMPLOYEE_COUNTS,
  PARTNER_COMPANY_SIZES,
  PARTNER_TYPES,
  SERVICE_TYPES,
  SOLUTION_TYPES,
} from '@/lib/forms/options';
import { resumeFileSchema } from '@/lib/forms/resume-limits';
import { applicationSchema } from '@/lib/forms/application';
import { contactSchema } from '@/lib/forms/contact';
import { customSolutionSchema } from '@/lib/forms/custom-solution';
import { partnershipSchema } from '@/lib/forms/partnership';

const contact = {
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.com ',
  phone: '305-555-0100',
  company: 'Analytical',
  industry: 'dental',
  employeeCount: '500+',
  serviceType: 'managed',
  agreeToTerms: true,
};

describe('lead schemas', () => {
  it('trims text, turns line breaks in one-line fields into spaces, keeps them in messages', () => {
    const parsed = contactSchema.parse({
      ...contact,
      company: 'Acme\r\nBcc: x@evil.test',
      message: ' line one\r\nline two ',
    });
    expect(parsed).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      company: 'Acme Bcc: x@evil.test',
      message: 'line one\nline two',
    });
  });

  it('defaults optional fields to empty text', () => {
    const parsed = partnershipSchema.parse({
      firstName: 'G',
      lastName: 'H',
      email: 'g@example.com',
      company: 'C',
      website: 'https://c.example.com',
      partnerType: 'technology',
      companySize: '1-10',
      agreeToTerms: true,
    });
    expect(parsed).toMatchObject({ phone: '', message: '' });
  });

  it('has the spec option values and labels', () => {
    expect(CONTACT_INDUSTRIES.map((o) => o.value)).toEqual([
      'dental',
      'legal',
      'veterinary',
      'home',
      'other',
    ]);
    expect(CUSTOM_INDUSTRIES.map((o) => o.value)).toEqual([
      'dental',
      'legal',
      'veterinary',
      'home',
      'healthcare',
      'financial',
      'retail',
      'other',
    ]);
    expect(CUSTOM_INDUSTRIES.find((o) => o.value === 'financial')?.label).toBe(
      'Financial Services',
    );
    expect(EMPLOYEE_COUNTS.map((o) => o.value)).toEqual([
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '500+',
    ]);
    expect(PARTNER_COMPANY_SIZES.map((o) => o.value).at(-1)).toBe('501+');
    expect(SERVICE_TYPES).toEqual([
      { value: 'managed', label: 'Managed Services' },
      { value: 'not-sure', label: 'Need Consultation' },
    ]);
    expect(PARTNER_TYPES.map((o) => o.label)).toEqual([
      'Technology Partner',
      'Referral Partner',
      'Strategic Alliance',
      'Distribution Partner',
      'Other',
    ]);
    expect(SOLUTION_TYPES).toHaveLength(10);
    expect(SOLUTION_TYPES.slice(-2)).toEqual([
      { value: 'multiple', label: 'Multiple Solutions' },
      { value: 'not-sure', label: 'Not Sure - Need Consultation' },
    ]);
  });

  it('refuses the partnership size 500+ and the contact size 501+', () => {
    expect(contactSchema.safeParse({ ...contact, employeeCount: '501+' }).success).toBe(false);
    expect(
      customSolutionSchema.safeParse({
        ...contact,
        employeeCount: '500+',
        solutionType: 'multiple',
        industry: 'retail',
      }).success,
    ).toBe(true);
  });

  it('accepts only absolute http(s) website URLs with a real host', () => {
    expect(isWebUrl('https://example.com')).toBe(true);
    expect(isWebUrl('http://example.com/path?q=1')).toBe(true);
    for (const bad of [
      'example.com',
      'javascript:alert(1)',
      'https://localhost',
      'ftp://x.com',
      'https://u:p@x.com',
    ]) {
      expect(isWebUrl(bad)).toBe(false);
    }
  });

  it('checks the resume by name and size in the browser too', () => {
    const file = (name: string, size: number) => ({ name, size });
    expect(resumeFileSchema.safeParse(file('cv.PDF', 10)).success).toBe(true);
    expect(resumeFileSchema.safeParse(file('cv.exe', 10)).error?.issues[0]?.message).toBe(
      'The resume must be a PDF, DOC or DOCX file.',
    );
    expect(
      resumeFileSchema.safeParse(file('cv.pdf', 10 * 1024 * 1024 + 1)).error?.issues[0]?.message,
    ).toBe('The resume must be 10 MB or smaller.');
    expect(resumeFileSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Please upload your resume.',
    );
  });

  it('lists every form-state field of each schema among the webhook variables', () => {
    const names = (type: keyof typeof FORM_FIELDS) => FORM_FIELDS[type].map((f) => f.name);
    for (const [type, schema] of [
      ['contact', contactSchema],
      ['partnership', partnershipSchema],
      ['custom-solution', customSolutionSchema],
    ] as const) {
      expect(names(type)).toEqual(expect.arrayContaining(Object.keys(schema.shape)));
    }
    const applicationFields = Object.keys(applicationSchema.shape).filter((k) => k !== 'resume');
    expect(names('application')).toEqual(
      expect.arrayContaining([...applicationFields, 'resumeFileName', 'resumeUrl', 'jobTitle']),
    );
    expect(labelSamplePayload('contact')).toMatchObject({
      firstName: 'First Name',
      agreeToTerms: 'Agree to Terms',
    });
  });
});
