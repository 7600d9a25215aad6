import { env } from '@/lib/config/env';
import { HttpError, errorResponse } from '@/lib/http/errors';
import { leadsContext } from '@/lib/leads/context';
import { withRequestId } from '@/lib/log/request-context';
import { findResume, resumeResponse } from '@/lib/leads/resume-download';
import { verifyResumeLink } from '@/lib/delivery/resume-links';

export const dynamic = 'force-dynamic';

const notFound = () =>
  errorResponse(new HttpError('not_found', 'This resume link is invalid or has expired.'));

/** The resume behind a signed link from an application webhook (valid 7 days). */
export function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  return withRequestId(request, env().TRUST_PROXY, () => resume(request, context));
}

async function resume(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const url = new URL(request.url);
  const { db, now } = leadsContext();
  try {
    const valid = await verifyResumeLink(
      db,
      id,
      url.searchParams.get('expires'),
      url.searchParams.get('signature'),
      now(),
    );
    if (!valid) return notFound();
    const resume = await findResume(db, id);
    return resume ? resumeResponse(resume) : notFound();
  } catch {
    return errorResponse(
      new HttpError('unavailable', 'The resume is unavailable right now. Please try again.'),
    );
  }
}
