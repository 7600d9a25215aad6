import { randomUUID } from 'node:crypto';
import {
  applicationResumes,
  contactRequests,
  customSolutionRequests,
  deliveries,
  jobApplications,
  bookings,
  meetingTypes,
  partnerInquiries,
  routingRules,
  teamMembers,
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

/** Monday to Friday, 9:00 to 18:00. */
export const WEEKDAY_HOURS = {
  '0': [],
  '1': [{ start: 540, end: 1080 }],
  '2': [{ start: 540, end: 1080 }],
  '3': [{ start: 540, end: 1080 }],
  '4': [{ start: 540, end: 1080 }],
  '5': [{ start: 540, end: 1080 }],
  '6': [],
};

/** The two meeting types the scheduling seed makes, added when a test database lacks them. */
export async function ensureMeetingTypes(database: TestDatabase): Promise<void> {
  await database.db
    .insert(meetingTypes)
    .values([
      { id: 'demo', name: 'Demo', durationMinutes: 30, bufferAfterMinutes: 15 },
      { id: 'consultation', name: 'Consultation', durationMinutes: 45, bufferAfterMinutes: 15 },
    ])
    .onConflictDoNothing();
}

/** A stored team member (no calendar). */
export async function insertMember(
  database: TestDatabase,
  overrides: Partial<typeof teamMembers.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(teamMembers)
    .values({
      name: 'Ana Example',
      email: `ana-${randomUUID()}@example.com`,
      timeZone: 'America/New_York',
      weeklyHours: WEEKDAY_HOURS,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no member row');
  return row;
}

/** The meeting types, a member with a calendar address, and a rule sending contact leads to it. */
export async function insertSchedulingFixtures(database: TestDatabase) {
  await ensureMeetingTypes(database);
  const member = await insertMember(database, { calendarUrl: 'http://127.0.0.1:9/calendar/' });
  const [rule] = await database.db
    .insert(routingRules)
    .values({
      name: 'Fixture rule',
      position: 1,
      formType: 'contact',
      meetingTypeId: 'demo',
      members: [{ memberId: member.id, weight: 1 }],
    })
    .returning();
  if (!rule) throw new Error('no rule row');
  return { memberId: member.id, ruleId: rule.id };
}

/** A booking of a lead with a member, 30 minutes from `startsAt`. */
export async function insertBooking(
  database: TestDatabase,
  lead: { type: string; id: string },
  memberId: string,
  startsAt: Date,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  const [row] = await database.db
    .insert(bookings)
    .values({
      leadType: lead.type,
      leadId: lead.id,
      memberId,
      meetingTypeId: 'demo',
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedUntil: new Date(endsAt.getTime() + 15 * 60_000),
      visitorName: 'Ada Lovelace',
      visitorEmail: 'ada@example.com',
      visitorTimeZone: 'Europe/London',
      icalUid: `${randomUUID()}@sonara.test`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no booking row');
  return row;
}
