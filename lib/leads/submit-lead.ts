import 'server-only';
import { randomUUID } from 'node:crypto';
import type { LeadType } from '@/lib/forms';
import type { UserData } from '@/lib/delivery/email-types';
import { enqueueLeadDeliveries, type OutboxLead } from '@/lib/delivery/outbox';
import type { LeadsContext } from '@/lib/leads/context';
import {
  findLeadByIdempotencyKey,
  insertLead,
  type LeadRowMeta,
  type ValidLead,
} from '@/lib/leads/lead-store';
import {
  attributionFields,
  attributionOf,
  IDEMPOTENCY_KEY_PATTERN,
  sanitizeLeadMetadata,
  type Attribution,
} from '@/lib/leads/metadata';
import { hitRateLimit, rateLimitKey } from '@/lib/leads/rate-limit';
import type { FieldErrors } from '@/lib/http/field-errors';
import { allowConfirmationEmail } from '@/lib/leads/recipient-limit';
import { spamReason } from '@/lib/leads/spam';
import { validateLead } from '@/lib/leads/validate-lead';
import { log } from '@/lib/log/logger';
import { bookingTokenOfLead, routeNewLead } from '@/lib/scheduling/route-new-lead';

interface LeadSubmission {
  /** The parsed body: form fields, metadata fields and the honeypot. */
  fields: Record<string, unknown>;
  idempotencyKey?: string;
  clientAddress?: string;
  userAgent?: string;
}

type SubmitResult =
  | { status: 'created'; id: string; replayed: boolean; bookingToken?: string }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'unavailable' };

class DatabaseUnavailable extends Error {}

/** The forms whose leads are routed to a team member and may book a meeting. */
function isRouted(type: LeadType): type is 'contact' | 'custom-solution' {
  return type === 'contact' || type === 'custom-solution';
}

/** Runs a database step; any failure there means "unavailable", never a half-stored lead. */
async function database<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    log.error('lead.database-error', '[leads] database error', {}, error);
    throw new DatabaseUnavailable();
  }
}

function outboxLead(
  lead: ValidLead,
  id: string,
  submittedAt: Date,
  attribution: Attribution,
): OutboxLead {
  if (lead.type !== 'application') {
    const { email } = lead.data;
    const webhookExtras = attributionFields(attribution);
    return { type: lead.type, id, submittedAt, email, userData: { ...lead.data }, webhookExtras };
  }
  const { resume, ...fields } = lead.data;
  // The form state names the file `resumeFile`; `resumeFileName` says the same plainly.
  const files = { resumeFile: resume.fileName, resumeFileName: resume.fileName };
  const userData: UserData = { ...fields, ...files };
  return {
    type: lead.type,
    id,
    submittedAt,
    email: fields.email,
    userData,
    // The resume link is signed when each try is sent (lib/delivery/attempt.ts).
    webhookExtras: { ...attributionFields(attribution), ...files, resumeUrl: '' },
  };
}

/**
 * The whole submission of one lead form: rate limit, validation, the spam checks, then one
 * transaction that stores the lead and its outbox rows (so success means both are committed), then
 * delivery after the response. A contact or custom-solution lead is routed to a team member in
 * that transaction too, and answered with its booking link's token. A repeated idempotency key
 * answers with the first lead (and its token) and stores nothing. Spam is stored for review
 * without outbox rows and is not routed.
 */
export async function submitLead(
  ctx: LeadsContext,
  type: LeadType,
  submission: LeadSubmission,
): Promise<SubmitResult> {
  const key = submission.idempotencyKey ?? randomUUID();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return { status: 'invalid', errors: { idempotencyKey: 'Invalid idempotency key' } };
  }
  const { db } = ctx;
  const now = ctx.now();
  try {
    const bucket = await database(() => rateLimitKey(db, `form:${type}`, submission.clientAddress));
    const limit = await database(() => hitRateLimit(db, bucket, ctx.rateLimit, now));
    if (!limit.allowed) {
      // A retry of a stored submission (its answer was lost) still gets that answer.
      const first = submission.idempotencyKey
        ? await database(() => findLeadByIdempotencyKey(db, type, key))
        : undefined;
      if (first) {
        const bookingToken = isRouted(type)
          ? await database(() => bookingTokenOfLead(db, type, first))
          : undefined;
        return { status: 'created', id: first, replayed: true, bookingToken };
      }
      return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
    }

    const validation = await database(() => validateLead(db, type, submission.fields));
    if (!validation.ok) return { status: 'invalid', errors: validation.errors };

    // A bot is answered exactly like a person, so it learns nothing; its lead waits in spam
    // review (no webhook, no email) until an admin restores it or the spam purge removes it.
    const spam = await database(() =>
      spamReason(db, submission.fields, now, ctx.spamMinSubmitSeconds),
    );
    const meta: LeadRowMeta = {
      ...sanitizeLeadMetadata(submission.fields),
      idempotencyKey: key,
      userAgent: submission.userAgent?.slice(0, 500),
      createdAt: now,
      ...(spam ? { status: 'spam', spamReason: spam } : {}),
    };
    const stored = await database(() =>
      db.transaction(async (tx) => {
        const id = await insertLead(tx, validation.lead, meta);
        if (!id) {
          const first = await findLeadByIdempotencyKey(tx, type, key);
          if (!first) throw new Error('idempotency key conflict without a stored lead');
          const bookingToken = isRouted(type)
            ? await bookingTokenOfLead(tx, type, first)
            : undefined;
          return { id: first, deliveryIds: [], replayed: true, bookingToken };
        }
        if (spam) return { id, deliveryIds: [], replayed: false };
        const lead = outboxLead(validation.lead, id, now, attributionOf({ ...meta }));
        const deliveryIds = await enqueueLeadDeliveries(tx, lead, {
          ...ctx,
          allowConfirmation: () =>
            allowConfirmationEmail(tx, lead.email, ctx.confirmationsPerRecipient, now, id),
        });
        // Contact and custom-solution leads are routed to a team member who can be booked.
        const valid = validation.lead;
        const routed =
          valid.type === 'contact' || valid.type === 'custom-solution'
            ? await routeNewLead(
                tx,
                {
                  type: valid.type,
                  id,
                  email: valid.data.email,
                  firstName: valid.data.firstName,
                  answers: valid.data,
                },
                now,
              )
            : undefined;
        return {
          id,
          deliveryIds: [...deliveryIds, ...(routed?.deliveryIds ?? [])],
          replayed: false,
          bookingToken: routed?.token,
        };
      }),
    );
    if (stored.deliveryIds.length > 0) ctx.dispatch(db, stored.deliveryIds);
    return {
      status: 'created',
      id: stored.id,
      replayed: stored.replayed,
      bookingToken: stored.bookingToken,
    };
  } catch (error) {
    if (error instanceof DatabaseUnavailable) return { status: 'unavailable' };
    throw error;
  }
}
