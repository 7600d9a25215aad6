import { randomUUID } from 'node:crypto';
import {
  applicationResumes,
  contactRequests,
  customSolutionRequests,
  deliveries,
  jobApplications,
  partnerInquiries,
} from '@/lib/db/schema';
import type { TestDatabase } from '@/tests/helpers/db';
import { VALID_LEADS } from '@/tests/helpers/lead-requests';

/** A stored contact request (as the contact form would store it). */
export async function insertContactLead(
  database: TestDatabase,
  overrides: Partial<typeof contactRequests.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(contactRequests)
    .values({
      idempotencyKey: randomUUID(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      company: 'Analytical Engines',
      industry: 'dental',
      employeeCount: '11-50',
      serviceType: 'managed',
      message: 'Please call me.',
      agreeToTerms: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no contact row');
  return row;
}

/** A stored job application with a small PDF resume. */
export async function insertApplication(database: TestDatabase, fileName = 'résumé "final".pdf') {
  const [row] = await database.db
    .insert(jobApplications)
    .values({
      idempotencyKey: randomUUID(),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      resumeFile: fileName,
      jobId: 'job-default-1',
      jobTitle: 'Senior AI Solutions Specialist',
    })
    .returning();
  if (!row) throw new Error('no application row');
  const data = Buffer.from('%PDF-1.4\n% test resume\n%%EOF\n', 'latin1');
  await database.db.insert(applicationResumes).values({
    applicationId: row.id,
    fileName,
    mediaType: 'application/pdf',
    size: data.length,
    data,
  });
  return row;
}

/** A dead delivery of a lead, as if every retry had failed. */
export async function insertDeadDelivery(database: TestDatabase, leadId: string, url: string) {
  const [row] = await database.db
    .insert(deliveries)
    .values({
      leadType: 'contact',
      leadId,
      kind: 'form-webhook',
      destination: url,
      settingKey: 'contactFormWebhook',
      webhookId: `msg_${randomUUID()}`,
      payload: { fields: { firstName: 'Ada' } },
      status: 'dead',
      attempts: 10,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
    })
    .returning();
  if (!row) throw new Error('no delivery row');
  return row;
}

/** A stored partnership inquiry. */
export async function insertPartnerLead(database: TestDatabase) {
  const [row] = await database.db
    .insert(partnerInquiries)
    .values({
      idempotencyKey: randomUUID(),
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: 'Compiler Agency',
      website: 'https://compiler.example.com',
      partnerType: 'referral',
      companySize: '501+',
      agreeToTerms: true,
      utmSource: 'newsletter',
    })
    .returning();
  if (!row) throw new Error('no partnership row');
  return row;
}

/** A stored custom-solution request. */
export async function insertCustomSolutionLead(database: TestDatabase) {
  const [row] = await database.db
    .insert(customSolutionRequests)
    .values({
      idempotencyKey: randomUUID(),
      ...VALID_LEADS['custom-solution'],
    })
    .returning();
  if (!row) throw new Error('no custom-solution row');
  return row;
}
