import * as z from 'zod/mini';
import {
  MAX_RESUME_BYTES,
  RESUME_MESSAGES,
  isFileLike,
  resumeExtension,
  type ResumeFileLike,
} from '@/lib/leads/resume-limits';

export * from '@/lib/leads/resume-limits';

/** The resume field: empty until a file is chosen, then checked by name and size. */
export const resumeFileSchema = z.pipe(
  z.custom<ResumeFileLike | undefined>((value) => isFileLike(value) && value.size > 0, {
    error: RESUME_MESSAGES.missing,
  }),
  z.custom<ResumeFileLike>().check(
    z.refine((file) => file.name.length <= 200, RESUME_MESSAGES.nameTooLong),
    z.refine((file) => resumeExtension(file.name) !== undefined, RESUME_MESSAGES.wrongType),
    z.refine((file) => file.size <= MAX_RESUME_BYTES, RESUME_MESSAGES.tooLarge),
  ),
);
