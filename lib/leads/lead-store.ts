import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '@/lib/db/client';
import { applicationResumes, type LeadStatus } from '@/lib/db/schema';
import type { ContactLead } from '@/lib/forms/contact';
import type { CustomSolutionLead } from '@/lib/forms/custom-solution';
import type { LeadType } from '@/lib/forms';
import type { PartnershipLead } from '@/lib/forms/partnership';
import { leadTable } from '@/lib/leads/form-tables';
import type { LeadMetadata } from '@/lib/leads/metadata';

/** A validated application as stored: the resume already checked, the job title from the jobs table. */
interface StoredApplication {
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
  status?: LeadStatus;
  spamReason?: string;
}

/**
 * Inserts a lead unless its idempotency key is already stored. Returns the new id, or undefined
 * when the key exists (the caller then answers with the first lead's id).
 */
export async function insertLead(
  tx: Transaction,
  lead: ValidLead,
  meta: LeadRowMeta,
): Promise<string | undefined> {
  const table = leadTable(lead.type);
  // An application's resume bytes go to their own table; the lead row keeps the file name.
  const { resume, ...fields } =
    lead.type === 'application' ? lead.data : { ...lead.data, resume: undefined };
  const row = { ...fields, ...(resume ? { resumeFile: resume.fileName } : {}), ...meta };
  const inserted = await tx
    .insert(table)
    .values(row as typeof table.$inferInsert)
    .onConflictDoNothing({ target: table.idempotencyKey })
    .returning({ id: table.id });
  const [stored] = inserted;
  if (stored && resume) {
    await tx.insert(applicationResumes).values({
      applicationId: stored.id,
      fileName: resume.fileName,
      mediaType: resume.mediaType,
      size: resume.data.length,
      data: resume.data,
    });
  }
  return inserted[0]?.id;
}

/** The id of the lead stored earlier under this idempotency key. */
export async function findLeadByIdempotencyKey(
  db: Executor,
  type: LeadType,
  idempotencyKey: string,
): Promise<string | undefined> {
  const table = leadTable(type);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.idempotencyKey, idempotencyKey));
  return row?.id;
}
