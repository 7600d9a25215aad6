import '@/lib/validation/zod-jitless';
import * as z from 'zod/mini';

/**
 * Resume limits, messages and the resume field's schema, shared by the browser (early feedback) and
 * the server (the real check, which also reads the file's bytes).
 */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

export const RESUME_MESSAGES = {
  missing: 'Please upload your resume.',
  wrongType: 'The resume must be a PDF, DOC or DOCX file.',
  tooLarge: 'The resume must be 10 MB or smaller.',
  notPdf: 'This file is not a valid PDF document. Please upload a real PDF, DOC or DOCX file.',
  notDoc:
    'This file is not a valid Word (.doc) document. Please upload a real PDF, DOC or DOCX file.',
  notDocx:
    'This file is not a valid Word (.docx) document. Please upload a real PDF, DOC or DOCX file.',
  nameTooLong: 'The file name must be 200 characters or fewer.',
} as const;

/** What the schema needs of a file: a browser `File` and a server `File` both qualify. */
interface ResumeFileLike {
  name: string;
  size: number;
  type?: string;
}

function isFileLike(value: unknown): value is ResumeFileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ResumeFileLike).name === 'string' &&
    typeof (value as ResumeFileLike).size === 'number'
  );
}

/** The lower-case extension when it is one of the accepted ones. */
export function resumeExtension(fileName: string): ResumeExtension | undefined {
  const extension = fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  return RESUME_EXTENSIONS.find((accepted) => accepted === extension);
}

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
