'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFormToken, filledBeforeHydration } from '@/components/forms/form-token';
import type { LeadType } from '@/lib/forms';
import { errorOf } from '@/lib/http/errors';
import { FORM_TOKEN_FIELD, IDEMPOTENCY_HEADER, collectLeadMetadata } from '@/lib/leads/metadata';
import { visitLanding } from '@/lib/analytics/visit-touch';

export type SubmissionOutcome =
  | { ok: true; id: string; bookingToken?: string }
  | { ok: false; errors?: Record<string, string>; retryAfterSeconds?: number };

/** The wait a 429 asks for, from its `Retry-After` seconds. */
function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : undefined;
}

/** A fresh key per form render; getRandomValues covers plain-http origins without randomUUID. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function withMetadata(
  body: Record<string, unknown> | FormData,
  meta: Record<string, string | undefined>,
) {
  if (body instanceof FormData) {
    for (const [name, value] of Object.entries(meta)) if (value) body.set(name, value);
    return body;
  }
  return JSON.stringify({ ...body, ...meta });
}

/**
 * Posts a form to /api/forms/{type} with this render's idempotency key (a double click or a
 * retried request stores one lead). `renew()` starts a new render after a successful reset.
 */
export function useLeadSubmission(type: LeadType) {
  const [key, setKey] = useState(newIdempotencyKey);
  // Read while hydrating, before the form's own state replaces what the server rendered.
  const [busyBeforeHydration] = useState(() => filledBeforeHydration(type));
  const token = useRef<string | undefined>(undefined);
  const firstRender = useRef(true);

  // Each render of the form (a new key) gets its own signed "shown at" time.
  useEffect(() => {
    token.current = undefined;
    const skip = firstRender.current && busyBeforeHydration;
    firstRender.current = false;
    if (skip) return;
    let current = true;
    void fetchFormToken().then((value) => {
      if (current) token.current = value;
    });
    return () => {
      current = false;
    };
  }, [key, busyBeforeHydration]);

  const submit = useCallback(
    async (body: Record<string, unknown> | FormData): Promise<SubmissionOutcome> => {
      const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: key };
      if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
      try {
        const response = await fetch(`/api/forms/${type}`, {
          method: 'POST',
          headers,
          body: withMetadata(body, {
            ...collectLeadMetadata(window.location, document.referrer, visitLanding()),
            ...(token.current ? { [FORM_TOKEN_FIELD]: token.current } : {}),
          }),
        });
        const data: unknown = await response.json().catch(() => undefined);
        const { id, booking } = (data ?? {}) as { id?: unknown; booking?: { token?: unknown } };
        if (response.status === 201 && typeof id === 'string') {
          // A lead routed to a team member comes back with a token to book a meeting with them.
          const token = booking?.token;
          return { ok: true, id, ...(typeof token === 'string' ? { bookingToken: token } : {}) };
        }
        console.error(`[${type} form] submission failed with HTTP ${response.status}`);
        if (response.status === 429) return { ok: false, retryAfterSeconds: retryAfter(response) };
        // Only the fields' own messages are shown: every other refusal gets the form's toast.
        return { ok: false, errors: response.status === 422 ? errorOf(data)?.fields : undefined };
      } catch (error) {
        console.error(`[${type} form] submission failed:`, error);
        return { ok: false };
      }
    },
    [key, type],
  );

  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { submit, renew };
}
