import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '@/lib/db/client';
import { getResumeLinkKey } from '@/lib/settings/stored-secrets';

/** A resume link in an application webhook works for 7 days. */
const RESUME_LINK_TTL_MS = 7 * 24 * 3_600_000;

function signature(key: string, applicationId: string, expires: number): string {
  return createHmac('sha256', key).update(`resume:${applicationId}:${expires}`).digest('base64url');
}

/** The signed download link of an application's resume, valid for RESUME_LINK_TTL_MS. */
export async function signedResumeUrl(
  db: Executor,
  applicationId: string,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<string> {
  const expires = Math.floor((now.getTime() + RESUME_LINK_TTL_MS) / 1000);
  const key = await getResumeLinkKey(db);
  const url = new URL(`/api/resumes/${applicationId}`, siteUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signature(key, applicationId, expires));
  return url.toString();
}

/** True when the link's signature is ours and it has not expired. */
export async function verifyResumeLink(
  db: Executor,
  applicationId: string,
  expiresParam: string | null,
  signatureParam: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!expiresParam || !signatureParam || !/^\d{1,12}$/.test(expiresParam)) return false;
  const expires = Number(expiresParam);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(await getResumeLinkKey(db), applicationId, expires));
  const given = Buffer.from(signatureParam);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
