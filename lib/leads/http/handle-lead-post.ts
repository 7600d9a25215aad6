import 'server-only';
import { formDefinition, isLeadType } from '@/lib/forms';
import { tooManySubmissionsMessage } from '@/lib/forms/retry-message';
import { clientAddress } from '@/lib/http/client-address';
import { jsonNoStore as json } from '@/lib/http/json';
import { refuseCrossSite } from '@/lib/http/same-origin';
import { leadsContext } from '@/lib/leads/context';
import { withRequestId } from '@/lib/log/request-context';
import { parseFields } from '@/lib/leads/http/parse-fields';
import { readBodyWithLimit } from '@/lib/http/read-body';
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from '@/lib/leads/metadata';
import { submitLead } from '@/lib/leads/submit-lead';
import { log } from '@/lib/log/logger';

export const SUBMIT_ERROR_MESSAGE =
  'There was a problem submitting your request. Please try again.';

/**
 * POST /api/forms/{type}: answers 404 for a form the registry does not know, checks the origin,
 * reads the body within the form's limit, hands it to `submitLead` and maps the outcome to a
 * status (201, 400, 403, 404, 413, 415, 422, 429, 503).
 */
export function handleLeadPost(type: string, request: Request): Promise<Response> {
  return withRequestId(request, leadsContext().trustProxy, () => storeLead(type, request));
}

async function storeLead(type: string, request: Request): Promise<Response> {
  if (!isLeadType(type)) return json({ error: 'Unknown form.' }, 404);
  const ctx = leadsContext();
  const policy = { configured: [ctx.siteUrl], trustProxy: ctx.trustProxy };
  if (refuseCrossSite(request, policy, `POST /api/forms/${type}`)) {
    return json({ error: 'Cross-site form submissions are not accepted.' }, 403);
  }
  const body = await readBodyWithLimit(request, formDefinition(type).bodyLimit);
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
      log.info('lead.created', `[leads] ${type} lead ${result.id} stored`, {
        leadType: type,
        leadId: result.id,
        replayed: result.replayed,
      });
      return json({ id: result.id }, 201, result.replayed ? { 'idempotent-replayed': 'true' } : {});
    case 'invalid':
      return json({ errors: result.errors }, 422);
    case 'rate-limited':
      return json({ error: tooManySubmissionsMessage(result.retryAfterSeconds) }, 429, {
        'retry-after': String(result.retryAfterSeconds),
      });
    case 'unavailable':
      return json({ error: SUBMIT_ERROR_MESSAGE }, 503, { 'retry-after': '30' });
  }
}
