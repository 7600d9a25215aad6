import 'server-only';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { consentIdCookie } from '@/lib/consent/consent-id';
import { submitConsent } from '@/lib/consent/submit-consent';
import { clientAddress } from '@/lib/http/client-address';
import { jsonNoStore as json } from '@/lib/http/json';
import { readBodyWithLimit } from '@/lib/http/read-body';
import { refuseCrossSite } from '@/lib/http/same-origin';

/** A decision is a handful of booleans and a short version: anything larger is not one. */
export const CONSENT_BODY_LIMIT = 2 * 1024;

function isHttps(request: Request, siteUrl: string): boolean {
  return siteUrl.startsWith('https:') || request.url.startsWith('https:');
}

/**
 * POST /api/consent: checks the origin, reads at most 2 KB of JSON, records the decision and
 * answers 201 `{ consentId }` with the consent id cookie (400, 403, 413, 415, 422, 429, 503 else).
 */
export async function handleConsentPost(request: Request): Promise<Response> {
  const site = siteConfig();
  const policy = { configured: [site.url], trustProxy: env().TRUST_PROXY };
  if (refuseCrossSite(request, policy, 'POST /api/consent')) {
    return json({ error: 'Cross-site consent requests are not accepted.' }, 403);
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return json({ error: 'Send the decision as JSON.' }, 415);
  const read = await readBodyWithLimit(request, CONSENT_BODY_LIMIT);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? json({ error: 'The consent decision is too large.' }, 413)
      : json({ error: 'The request body could not be read.' }, 400);
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    return json({ error: 'The request body is not valid JSON.' }, 400);
  }
  const { TRUST_PROXY, CONSENT_MAX_AGE_DAYS } = env();
  const result = await submitConsent({
    body,
    cookieHeader: request.headers.get('cookie'),
    userAgent: request.headers.get('user-agent'),
    clientAddress: clientAddress(request.headers, TRUST_PROXY),
  });
  switch (result.status) {
    case 'created':
      return json({ consentId: result.consentId }, 201, {
        'set-cookie': consentIdCookie(
          result.consentId,
          CONSENT_MAX_AGE_DAYS,
          isHttps(request, site.url),
        ),
      });
    case 'invalid':
      return json({ error: 'The consent decision is not valid.', fieldErrors: result.errors }, 422);
    case 'rate-limited':
      return json({ error: 'Too many consent requests. Please try again later.' }, 429, {
        'retry-after': String(result.retryAfterSeconds),
      });
    case 'unavailable':
      return json({ error: 'The consent decision could not be saved. Please try again.' }, 503, {
        'retry-after': '30',
      });
  }
}
