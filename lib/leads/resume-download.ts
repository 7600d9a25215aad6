import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { applicationResumes, jobApplications } from '@/lib/db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** RFC 6266 `attachment` with an ASCII fallback name and the exact name in `filename*`. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'resume';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The stored resume of an application, or undefined (also for an id that is not a UUID). */
export async function findResume(db: Executor, applicationId: string) {
  if (!UUID_PATTERN.test(applicationId)) return undefined;
  const [row] = await db
    .select()
    .from(applicationResumes)
    .where(eq(applicationResumes.applicationId, applicationId));
  return row;
}

/** Whether an application is stored (its resume may have been dropped by retention). */
export async function applicationExists(db: Executor, applicationId: string): Promise<boolean> {
  if (!UUID_PATTERN.test(applicationId)) return false;
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row !== undefined;
}

/**
 * A resume as a download, never rendered as a page of this site: always an attachment, the media type fixed by the
 * upload check, no sniffing, and a sandbox CSP in case a browser renders it anyway. Shared by the
 * signed webhook link and the admin's download.
 */
export function resumeResponse(resume: {
  fileName: string;
  mediaType: string;
  data: Buffer;
}): Response {
  return new Response(new Uint8Array(resume.data), {
    status: 200,
    headers: {
      'content-type': resume.mediaType,
      'content-length': String(resume.data.length),
      'content-disposition': attachmentDisposition(resume.fileName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}
