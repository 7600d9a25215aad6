import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@/lib/db/client';
import type { LeadType } from '@/lib/db/schema';
import { setLeadsContextForTests, type LeadsContext } from '@/lib/leads/context';

export const TEST_SITE_URL = 'http://localhost:3000';

/** A valid submission of each text form, as the browser form sends it. */
export const VALID_LEADS = {
  contact: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(305) 555-0100',
    company: 'Analytical Dental',
    industry: 'dental',
    employeeCount: '11-50',
    serviceType: 'managed',
    message: 'We miss calls at lunch.\nCan you help?',
    agreeToTerms: true,
  },
  partnership: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    company: 'Compiler Agency',
    website: 'https://compiler.example.com',
    partnerType: 'referral',
    companySize: '501+',
    message: '',
    agreeToTerms: true,
  },
  'custom-solution': {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    phone: '+1 305 555 0101',
    company: 'Enigma Home Services',
    industry: 'home',
    employeeCount: '51-200',
    solutionType: 'full-ai-call-center',
    message: 'After-hours coverage.',
    agreeToTerms: true,
  },
} as const;

export const APPLICATION_FIELDS = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine@example.com',
  phone: '',
  desiredSalary: '$120,000',
  linkedinUrl: 'https://www.linkedin.com/in/kjohnson',
  message: 'I would love to join.',
  jobId: 'job-default-1',
};

export const FIXTURES = path.join(process.cwd(), 'tests/helpers/fixtures');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

export const UTM = {
  sourcePage: '/solutions#dental',
  referrer: 'https://www.google.com/',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'spring',
  utmTerm: 'ai receptionist',
  utmContent: 'ad-1',
};

/** Where the visit began, as the browser sends it when the visitor's consent allows. */
export const FIRST_TOUCH = {
  firstPage: '/industries',
  firstReferrer: 'https://www.bing.com/search?q=ai+receptionist',
  firstUtmSource: 'bing',
  firstUtmMedium: 'cpc',
  firstUtmCampaign: 'dental',
  firstUtmTerm: 'voice agent',
  firstUtmContent: 'ad-2',
};

/** The attribution a form webhook carries for a lead sent with UTM and FIRST_TOUCH. */
export const WEBHOOK_ATTRIBUTION = {
  firstTouchPage: FIRST_TOUCH.firstPage,
  firstTouchReferrer: FIRST_TOUCH.firstReferrer,
  firstTouchUtmSource: FIRST_TOUCH.firstUtmSource,
  firstTouchUtmMedium: FIRST_TOUCH.firstUtmMedium,
  firstTouchUtmCampaign: FIRST_TOUCH.firstUtmCampaign,
  firstTouchUtmTerm: FIRST_TOUCH.firstUtmTerm,
  firstTouchUtmContent: FIRST_TOUCH.firstUtmContent,
  lastTouchPage: UTM.sourcePage,
  lastTouchReferrer: UTM.referrer,
  lastTouchUtmSource: UTM.utmSource,
  lastTouchUtmMedium: UTM.utmMedium,
  lastTouchUtmCampaign: UTM.utmCampaign,
  lastTouchUtmTerm: UTM.utmTerm,
  lastTouchUtmContent: UTM.utmContent,
};

/** The attribution keys a webhook carries for a lead sent without any (all present, empty). */
export const NO_ATTRIBUTION = Object.fromEntries(
  Object.keys(WEBHOOK_ATTRIBUTION).map((key) => [key, '']),
);

export function formUrl(type: LeadType): string {
  return `${TEST_SITE_URL}/api/forms/${type}`;
}

/** A same-origin JSON POST, as the site's own forms make it. */
export function jsonRequest(
  type: LeadType,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(formUrl(type), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: TEST_SITE_URL,
      'sec-fetch-site': 'same-origin',
      'idempotency-key': randomUUID(),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A same-origin multipart application with one resume file. */
export function applicationRequest(
  fields: Record<string, string>,
  resume: { name: string; bytes: Buffer; type?: string } | undefined,
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (resume) {
    form.set(
      'resume',
      new File([new Uint8Array(resume.bytes)], resume.name, { type: resume.type ?? '' }),
    );
  }
  return new Request(formUrl('application'), {
    method: 'POST',
    headers: {
      origin: TEST_SITE_URL,
      'sec-fetch-site': 'same-origin',
      'idempotency-key': randomUUID(),
      ...headers,
    },
    body: form,
  });
}

/**
 * Points the lead service at a test database. Deliveries created by submissions are collected in
 * `dispatched` instead of being sent, so each test decides when the dispatcher runs.
 */
export function setupLeadsContext(db: Database, overrides: Partial<LeadsContext> = {}) {
  const dispatched: string[] = [];
  setLeadsContextForTests({
    db,
    siteUrl: TEST_SITE_URL,
    rateLimit: { max: 1000, windowSeconds: 600 },
    smtpUrl: undefined,
    notifyEmail: undefined,
    dispatch: (_db, ids) => dispatched.push(...ids),
    ...overrides,
  });
  return { dispatched };
}

export async function responseJson(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The field messages of a refused submission's error body. */
export async function errorFields(response: Response): Promise<Record<string, string> | undefined> {
  const body = (await response.json()) as { error?: { fields?: Record<string, string> } };
  return body.error?.fields;
}
