import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '@/lib/db/client';
import {
  applicationResumes,
  contactRequests,
  customSolutionRequests,
  jobApplications,
  partnerInquiries,
  type LeadType,
} from '@/lib/db/schema';
import type { LeadMetadata } from '@/lib/leads/metadata';
import type { ContactLead, CustomSolutionLead, PartnershipLead } from '@/lib/leads/schemas';

/** A validated application as stored: the resume already checked, the job title from the jobs table. */
export interface StoredApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  desiredSalary: string;
  linkedinUrl: string;
  message: string;
  jobId: string;
  jobTitle: string;
  resume: { fileName: string; mediaType: string; data: Buffer };
}

export type ValidLead =
  | { type: 'contact'; data: ContactLead }
  | { type: 'partnership'; data: PartnershipLead }
  | { type: 'custom-solution'; data: CustomSolutionLead }
  | { type: 'application'; data: StoredApplication };

export interface LeadRowMeta extends LeadMetadata {
  idempotencyKey: string;
  userAgent?: string;
  createdAt: Date;
}

const TABLES = {
  contact: contactRequests,
  partnership: partnerInquiries,
  'custom-solution': customSolutionRequests,
  application: jobApplications,
} as const satisfies Record<LeadType, unknown>;

/**
 * Inserts a lead unless its idempotency key is already stored. Returns the new id, or undefined
 * when the key exists (the caller then answers with the first lead's id).
 */
export async function insertLead(
  tx: Transaction,
  lead: ValidLead,
  meta: LeadRowMeta,
): Promise<string | undefined> {
  const common = { ...meta };
  let inserted: { id: string }[];
  switch (lead.type) {
    case 'contact':
      inserted = await tx
        .insert(contactRequests)
        .values({ ...lead.data, ...common })
        .onConflictDoNothing({ target: contactRequests.idempotencyKey })
        .returning({ id: contactRequests.id });
      break;
    case 'partnership':
      inserted = await tx
        .insert(partnerInquiries)
        .values({ ...lead.data, ...common })
        .onConflictDoNothing({ target: partnerInquiries.idempotencyKey })
        .returning({ id: partnerInquiries.id });
      break;
    case 'custom-solution':
      inserted = await tx
        .insert(customSolutionRequests)
        .values({ ...lead.data, ...common })
        .onConflictDoNothing({ target: customSolutionRequests.idempotencyKey })
        .returning({ id: customSolutionRequests.id });
      break;
    case 'application': {
      const { resume, ...fields } = lead.data;
      inserted = await tx
        .insert(jobApplications)
        .values({ ...fields, resumeFile: resume.fileName, ...common })
        .onConflictDoNothing({ target: jobApplications.idempotencyKey })
        .returning({ id: jobApplications.id });
      const [row] = inserted;
      if (row) {
        await tx.insert(applicationResumes).values({
          applicationId: row.id,
          fileName: resume.fileName,
          mediaType: resume.mediaType,
          size: resume.data.length,
          data: resume.data,
        });
      }
      break;
    }
  }
  return inserted[0]?.id;
}

/** The id of the lead stored earlier under this idempotency key. */
export async function findLeadByIdempotencyKey(
  db: Executor,
  type: LeadType,
  idempotencyKey: string,
): Promise<string | undefined> {
  const table = TABLES[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.idempotencyKey, idempotencyKey));
  return row?.id;
}
