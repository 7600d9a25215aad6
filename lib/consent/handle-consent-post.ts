import 'server-only';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { consentIdCookie } from '@/lib/consent/consent-id';
import { submitConsent } from '@/lib/consent/submit-consent';
import { clientAddress } from '@/lib/http/client-address';
import { HttpError, errorResponse } from '@/lib/http/errors';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { refuseCrossSite } from '@/lib/http/same-origin';

/** A decision is a handful of booleans and a short version: anything larger is not one. */
const CONSENT_BODY_LIMIT = 2 * 1024;

function isHttps(request: Request, siteUrl: string): boolean {
  return siteUrl.startsWith('https:') || request.url.startsWith('https:');
}

/**
 * POST /api/consent: checks the origin, reads at most 2 KB of JSON, records the decision and
 * answers 201 `{ consentId }` with the consent id cookie (400, 403, 413, 415, 422, 429, 503 else).
 */
export async function handleConsentPost(request: Request): Promise<Response> {
  try {
    return await recordDecision(request);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    throw error;
  }
}

async function recordDecision(request: Request): Promise<Response> {
  const site = siteConfig();
  const policy = { configured: [site.url], trustProxy: env().TRUST_PROXY };
  if (refuseCrossSite(request, policy, 'POST /api/consent')) {
    throw new HttpError('forbidden', 'Cross-site consent requests are not accepted.');
  }
  const body = await readJsonBody(request, CONSENT_BODY_LIMIT);
  const { TRUST_PROXY, CONSENT_MAX_AGE_DAYS } = env();
  const result = await submitConsent({
    body,
    cookieHeader: request.headers.get('cookie'),
    userAgent: request.headers.get('user-agent'),
    clientAddress: clientAddress(request.headers, TRUST_PROXY),
  });
  switch (result.status) {
    case 'created':
      return jsonNoStore({ consentId: result.consentId }, 201, {
        'set-cookie': consentIdCookie(
          result.consentId,
          CONSENT_MAX_AGE_DAYS,
          isHttps(request, site.url),
        ),
      });
    case 'invalid':
      throw new HttpError('invalid_fields', 'The consent decision is not valid.', {
        fields: result.errors,
      });
    case 'rate-limited':
      throw new HttpError('rate_limited', 'Too many consent requests. Please try again later.', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    case 'unavailable':
      throw new HttpError(
        'unavailable',
        'The consent decision could not be saved. Please try again.',
        {
          retryAfterSeconds: 30,
        },
      );
  }
}
