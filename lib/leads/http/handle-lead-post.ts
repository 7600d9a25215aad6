import 'server-only';
import type { LeadType } from '@/lib/db/schema';
import { clientAddress } from '@/lib/leads/client-address';
import { leadsContext } from '@/lib/leads/context';
import { isCrossSiteRequest } from '@/lib/leads/http/request-guards';
import { parseFields } from '@/lib/leads/http/parse-fields';
import { readBodyWithLimit } from '@/lib/leads/http/read-body';
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from '@/lib/leads/metadata';
import { MAX_RESUME_BYTES } from '@/lib/leads/resume-rules';
import { submitLead } from '@/lib/leads/submit-lead';

/** Body limits: the text forms are small; an application carries one resume plus its fields. */
export const BODY_LIMITS: Record<LeadType, number> = {
  contact: 64 * 1024,
  partnership: 64 * 1024,
  'custom-solution': 64 * 1024,
  application: MAX_RESUME_BYTES + 256 * 1024,
};

export const SUBMIT_ERROR_MESSAGE =
  'There was a problem submitting your request. Please try again.';

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/**
 * POST /api/forms/{type}: checks the origin, reads the body within its limit, hands it to
 * `submitLead` and maps the outcome to a status (201, 400, 403, 413, 415, 422, 429, 503).
 */
export async function handleLeadPost(type: LeadType, request: Request): Promise<Response> {
  const ctx = leadsContext();
  if (isCrossSiteRequest(request, ctx.siteUrl)) {
    return json({ error: 'Cross-site form submissions are not accepted.' }, 403);
  }
  const body = await readBodyWithLimit(request, BODY_LIMITS[type]);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? json({ error: 'The submission is too large.' }, 413)
      : json({ error: 'The request body could not be read.' }, 400);
  }
  const parsed = await parseFields(body.bytes, request.headers.get('content-type'));
  if (!parsed.ok) return json({ error: parsed.error }, parsed.status);

  const headerKey = request.headers.get(IDEMPOTENCY_HEADER);
  const fieldKey = parsed.fields[IDEMPOTENCY_FIELD];
  const result = await submitLead(ctx, type, {
    fields: parsed.fields,
    idempotencyKey: headerKey ?? (typeof fieldKey === 'string' ? fieldKey : undefined),
    clientAddress: clientAddress(request.headers, ctx.trustProxy),
    userAgent: request.headers.get('user-agent') ?? undefined,
  });
  switch (result.status) {
    case 'created':
      return json({ id: result.id }, 201, result.replayed ? { 'idempotent-replayed': 'true' } : {});
    case 'invalid':
      return json({ errors: result.errors }, 422);
    case 'rate-limited':
      return json({ error: 'Too many submissions. Please try again later.' }, 429, {
        'retry-after': String(result.retryAfterSeconds),
      });
    case 'unavailable':
      return json({ error: SUBMIT_ERROR_MESSAGE }, 503, { 'retry-after': '30' });
  }
}
