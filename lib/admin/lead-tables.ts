import 'server-only';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  contactRequests,
  customSolutionRequests,
  jobApplications,
  partnerInquiries,
  type LeadType,
} from '@/lib/db/schema';

export interface LeadField {
  key: string;
  label: string;
}

interface LeadTable {
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** The form's own fields, in form order. */
  fields: readonly LeadField[];
  /** Columns the inbox's text search looks in. */
  search: readonly string[];
  organization: string;
}

const META_FIELDS: readonly LeadField[] = [
  { key: 'sourcePage', label: 'Page' },
  { key: 'referrer', label: 'Referrer' },
  { key: 'utmSource', label: 'UTM Source' },
  { key: 'utmMedium', label: 'UTM Medium' },
  { key: 'utmCampaign', label: 'UTM Campaign' },
  { key: 'utmTerm', label: 'UTM Term' },
  { key: 'utmContent', label: 'UTM Content' },
  { key: 'userAgent', label: 'User Agent' },
];

const PERSON: readonly LeadField[] = [
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
];

const columnsOf = (table: PgTable) => table as unknown as Record<string, PgColumn>;

/** Where each form's leads live and how the admin shows them. */
export const LEAD_TABLES: Record<LeadType, LeadTable> = {
  contact: {
    table: contactRequests,
    columns: columnsOf(contactRequests),
    fields: [
      ...PERSON,
      { key: 'company', label: 'Company' },
      { key: 'industry', label: 'Industry' },
      { key: 'employeeCount', label: 'Company Size' },
      { key: 'serviceType', label: 'Service Type' },
      { key: 'message', label: 'Message' },
      { key: 'agreeToTerms', label: 'Agreed to Terms' },
    ],
    search: ['firstName', 'lastName', 'email', 'phone', 'company', 'message'],
    organization: 'company',
  },
  partnership: {
    table: partnerInquiries,
    columns: columnsOf(partnerInquiries),
    fields: [
      ...PERSON,
      { key: 'company', label: 'Company' },
      { key: 'website', label: 'Website' },
      { key: 'partnerType', label: 'Partnership Type' },
      { key: 'companySize', label: 'Company Size' },
      { key: 'message', label: 'Message' },
      { key: 'agreeToTerms', label: 'Agreed to Terms' },
    ],
    search: ['firstName', 'lastName', 'email', 'phone', 'company', 'website', 'message'],
    organization: 'company',
  },
  application: {
    table: jobApplications,
    columns: columnsOf(jobApplications),
    fields: [
      ...PERSON,
      { key: 'desiredSalary', label: 'Desired Salary' },
      { key: 'linkedinUrl', label: 'LinkedIn URL' },
      { key: 'jobId', label: 'Job ID' },
      { key: 'jobTitle', label: 'Job Title' },
      { key: 'resumeFile', label: 'Resume File' },
      { key: 'message', label: 'Cover Letter' },
    ],
    search: ['firstName', 'lastName', 'email', 'phone', 'jobTitle', 'message'],
    organization: 'jobTitle',
  },
  'custom-solution': {
    table: customSolutionRequests,
    columns: columnsOf(customSolutionRequests),
    fields: [
      ...PERSON,
      { key: 'company', label: 'Company' },
      { key: 'industry', label: 'Industry' },
      { key: 'employeeCount', label: 'Company Size' },
      { key: 'solutionType', label: 'Solution Type' },
      { key: 'message', label: 'Message' },
      { key: 'agreeToTerms', label: 'Agreed to Terms' },
    ],
    search: ['firstName', 'lastName', 'email', 'phone', 'company', 'message'],
    organization: 'company',
  },
};

/** Every column of a form's export: id and time, the form's fields, then where it came from. */
export function exportFields(type: LeadType): LeadField[] {
  return [
    { key: 'id', label: 'Lead ID' },
    { key: 'createdAt', label: 'Submitted At' },
    ...LEAD_TABLES[type].fields,
    ...META_FIELDS,
  ];
}
