import 'server-only';
import { formDefinition, isLeadType } from '@/lib/forms';
import { tooManySubmissionsMessage } from '@/lib/forms/retry-message';
import { clientAddress } from '@/lib/http/client-address';
import { HttpError, errorResponse } from '@/lib/http/errors';
import { jsonNoStore } from '@/lib/http/json';
import { refuseCrossSite } from '@/lib/http/same-origin';
import { leadsContext } from '@/lib/leads/context';
import { withRequestId } from '@/lib/log/request-context';
import { parseFields } from '@/lib/leads/http/parse-fields';
import { readBoundedBody } from '@/lib/http/read-body';
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from '@/lib/leads/metadata';
import { submitLead } from '@/lib/leads/submit-lead';
import { log } from '@/lib/log/logger';

const SUBMIT_ERROR_MESSAGE = 'There was a problem submitting your request. Please try again.';

/**
 * POST /api/forms/{type}: answers 404 for a form the registry does not know, checks the origin,
 * reads the body within the form's limit, hands it to `submitLead` and maps the outcome to a
 * status (201, 400, 403, 404, 413, 415, 422, 429, 503).
 */
export function handleLeadPost(type: string, request: Request): Promise<Response> {
  return withRequestId(request, leadsContext().trustProxy, () => storeLead(type, request));
}

async function storeLead(type: string, request: Request): Promise<Response> {
  try {
    return await acceptLead(type, request);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    throw error;
  }
}

async function acceptLead(type: string, request: Request): Promise<Response> {
  if (!isLeadType(type)) throw new HttpError('not_found', 'Unknown form.');
  const ctx = leadsContext();
  const policy = { configured: [ctx.siteUrl], trustProxy: ctx.trustProxy };
  if (refuseCrossSite(request, policy, `POST /api/forms/${type}`)) {
    throw new HttpError('forbidden', 'Cross-site form submissions are not accepted.');
  }
  const body = await readBoundedBody(request, formDefinition(type).bodyLimit);
  const fields = await parseFields(body, request.headers.get('content-type'));

  const headerKey = request.headers.get(IDEMPOTENCY_HEADER);
  const fieldKey = fields[IDEMPOTENCY_FIELD];
  const result = await submitLead(ctx, type, {
    fields,
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
      return jsonNoStore(
        {
          id: result.id,
          ...(result.bookingToken ? { booking: { token: result.bookingToken } } : {}),
        },
        201,
        result.replayed ? { 'idempotent-replayed': 'true' } : {},
      );
    case 'invalid':
      throw new HttpError('invalid_fields', 'Please correct the highlighted fields.', {
        fields: result.errors,
      });
    case 'rate-limited':
      throw new HttpError('rate_limited', tooManySubmissionsMessage(result.retryAfterSeconds), {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    case 'unavailable':
      throw new HttpError('unavailable', SUBMIT_ERROR_MESSAGE, { retryAfterSeconds: 30 });
  }
}
