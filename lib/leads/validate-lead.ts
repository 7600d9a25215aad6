import 'server-only';
import '@/lib/validation/zod-jitless';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import * as z from 'zod/mini';
import { jobs } from '@/lib/db/schema';
import { formDefinition, type LeadType } from '@/lib/forms';
import { applicationSchema } from '@/lib/forms/application';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';
import type { ValidLead } from '@/lib/leads/lead-store';
import { checkResume } from '@/lib/leads/resume-check';
import { RESUME_MESSAGES } from '@/lib/forms/resume-limits';

export type Validation = { ok: true; lead: ValidLead } | { ok: false; errors: FieldErrors };

/** The uploaded name without any path or control characters (it ends up in headers and emails). */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  return base.replace(/[\u0000-\u001f\u007f"]+/g, '_').trim() || 'resume';
}

/** An application also needs an open position and a resume whose bytes match its type. */
async function validateApplication(
  db: Executor,
  fields: Record<string, unknown>,
): Promise<Validation> {
  const parsed = applicationSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { resume, ...data } = parsed.data;
  const [job] = await db
    .select({ title: jobs.title, isActive: jobs.isActive })
    .from(jobs)
    .where(eq(jobs.id, data.jobId));
  if (!job?.isActive) return { ok: false, errors: { jobId: 'This position is no longer open.' } };
  // Only a real uploaded file has bytes to check (JSON can describe a "file" but not carry one).
  if (!(fields.resume instanceof Blob))
    return { ok: false, errors: { resume: RESUME_MESSAGES.missing } };
  const bytes = Buffer.from(await fields.resume.arrayBuffer());
  const fileName = safeFileName(resume.name);
  const check = await checkResume(fileName, bytes);
  if (!check.ok) return { ok: false, errors: { resume: check.message } };
  return {
    ok: true,
    lead: {
      type: 'application',
      data: {
        ...data,
        jobTitle: job.title,
        resume: { fileName, mediaType: check.mediaType, data: bytes },
      },
    },
  };
}

/** Runs the form's zod schema (and, for applications, the job and resume checks). */
export async function validateLead(
  db: Executor,
  type: LeadType,
  fields: Record<string, unknown>,
): Promise<Validation> {
  if (type === 'application') return validateApplication(db, fields);
  const parsed = z.safeParse(formDefinition(type).schema, fields);
  // The schema is the one of `type`, so its output is that form's lead.
  return parsed.success
    ? { ok: true, lead: { type, data: parsed.data } as ValidLead }
    : { ok: false, errors: fieldErrors(parsed.error) };
}
