import 'server-only';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import {
  applicationResumes,
  bookings,
  deliveries,
  leadNotes,
  leadRoutes,
  rateLimits,
} from '@/lib/db/schema';
import { FORMS, type LeadType } from '@/lib/forms';
import { leadTable } from '@/lib/leads/form-tables';
import { RECIPIENT_SCOPE, rateLimitKey } from '@/lib/leads/rate-limit';
import {
  deliveryAddressedTo,
  emailMatches,
  mentionsAddress,
  redactAddress,
} from '@/lib/admin/privacy-match';
import { redactAddressQuotes, type RedactionCounts } from '@/lib/admin/privacy-redact';

type Row = Record<string, unknown>;

/** Dates as ISO text, so the export reads the same in any tool. */
function plain(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

type LeadIds = Partial<Record<LeadType, string[]>>;

/** The delivery rows of these leads, or any addressed to or carrying exactly this address. */
function deliveriesOf(ids: LeadIds, address: string): SQL {
  const byLead = Object.entries(ids)
    .filter(([, list]) => list && list.length > 0)
    .map(([type, list]) =>
      and(eq(deliveries.leadType, type as LeadType), inArray(deliveries.leadId, list ?? [])),
    );
  return or(...byLead, deliveryAddressedTo(address)) ?? deliveryAddressedTo(address);
}

const WEBHOOK_KINDS: readonly string[] = ['form-webhook', 'email-webhook'];

/** Whether a payload names this address as the submitter (or the email webhook's recipient). */
function payloadNames(payload: unknown, address: string): boolean {
  const record = (payload ?? {}) as Record<string, Record<string, unknown> | unknown>;
  const nested = (key: string) => (record[key] ?? {}) as Record<string, unknown>;
  return [nested('userData').email, nested('fields').email, record.to].some(
    (value) => typeof value === 'string' && value.trim().toLowerCase() === address,
  );
}

/**
 * A delivery row as the person may see it. A webhook's URL is left out (it can hold a
 * credential), and so is the last error unless it is the answer to the confirmation sent to the
 * person (a receiver's error may quote anything). A notification to this address about another
 * person's lead keeps only that it was sent: its payload is that other person's data.
 */
function exportedDelivery(row: Row, ids: LeadIds, address: string): Row {
  const { destination, lastError, payload, ...rest } = row;
  const kind = String(row.kind);
  const linked = ids[row.leadType as LeadType]?.includes(String(row.leadId)) ?? false;
  const ownEmail =
    kind === 'smtp-confirmation' && String(destination).trim().toLowerCase() === address;
  return plain({
    ...rest,
    ...(WEBHOOK_KINDS.includes(kind) ? {} : { destination }),
    ...(linked || payloadNames(payload, address) ? { payload } : {}),
    lastError: ownEmail ? lastError : null,
  });
}

const CONSENT_RECORDS_NOTE =
  'Consent decisions are stored under a random id kept in the visitor\u2019s browser, with no ' +
  'email address, name or IP address, so none can be linked to an email address.';

/**
 * Everything stored about an address across all forms: each lead with all its fields, its notes
 * and its resume's name (not the file), the delivery rows that carry it, and the consent records
 * (none can be linked; the document says why).
 */
export async function collectPrivacyExport(db: Executor, address: string, now: Date) {
  const leads: Row[] = [];
  const ids: LeadIds = {};
  for (const form of FORMS) {
    const table = leadTable(form.type);
    const rows = (await db.select().from(table).where(emailMatches(address))) as Row[];
    if (rows.length === 0) continue;
    const list = rows.map((row) => String(row.id));
    ids[form.type] = list;
    const notes = await db
      .select()
      .from(leadNotes)
      .where(and(eq(leadNotes.leadType, form.type), inArray(leadNotes.leadId, list)));
    const resumes =
      form.type === 'application'
        ? await db
            .select({
              applicationId: applicationResumes.applicationId,
              fileName: applicationResumes.fileName,
              mediaType: applicationResumes.mediaType,
              size: applicationResumes.size,
            })
            .from(applicationResumes)
            .where(inArray(applicationResumes.applicationId, list))
        : [];
    for (const row of rows) {
      const resume = resumes.find((item) => item.applicationId === row.id);
      leads.push({
        form: form.type,
        formTitle: form.title,
        ...plain(row),
        ...(form.type === 'application'
          ? {
              resume: resume
                ? { fileName: resume.fileName, mediaType: resume.mediaType, size: resume.size }
                : null,
            }
          : {}),
        notes: notes.filter((note) => note.leadId === row.id).map(plain),
      });
    }
  }
  const outbox = (await db.select().from(deliveries).where(deliveriesOf(ids, address))) as Row[];
  return {
    email: address,
    generatedAt: now.toISOString(),
    leads,
    deliveries: outbox.map((row) => exportedDelivery(row, ids, address)),
    consentRecords: [],
    consentRecordsNote: CONSENT_RECORDS_NOTE,
  };
}

export interface ErasureCounts extends RedactionCounts {
  leads: number;
  resumes: number;
  notes: number;
  notesRedacted: number;
  deliveries: number;
  confirmationLimits: number;
}

/**
 * Deletes everything stored about an address (run inside one transaction): its leads in every
 * form with their resumes, notes, routing decisions, booked meetings and delivery rows, any other
 * delivery row addressed to it or carrying it as the submitter's email, its per-recipient
 * confirmation count, and the address
 * itself where a note on someone else's lead, or a receiver's error on someone else's delivery,
 * quotes it, and every other quote of it in free text (other leads' fields, delivery payloads, the
 * audit log). Every match is on the whole address, so other people's rows keep everything else.
 */
export async function eraseAddress(db: Executor, address: string): Promise<ErasureCounts> {
  const counts: ErasureCounts = {
    leads: 0,
    resumes: 0,
    notes: 0,
    notesRedacted: 0,
    deliveries: 0,
    confirmationLimits: 0,
    leadsRedacted: 0,
    deliveriesRedacted: 0,
    auditRedacted: 0,
  };
  const ids: LeadIds = {};
  for (const form of FORMS) {
    const table = leadTable(form.type);
    if (form.type === 'application') {
      const resumes = await db
        .delete(applicationResumes)
        .where(
          inArray(
            applicationResumes.applicationId,
            db.select({ id: table.id }).from(table).where(emailMatches(address)),
          ),
        )
        .returning({ id: applicationResumes.applicationId });
      counts.resumes += resumes.length;
    }
    const gone = await db.delete(table).where(emailMatches(address)).returning({ id: table.id });
    if (gone.length === 0) continue;
    const list = gone.map((row) => row.id);
    ids[form.type] = list;
    counts.leads += list.length;
    const notes = await db
      .delete(leadNotes)
      .where(and(eq(leadNotes.leadType, form.type), inArray(leadNotes.leadId, list)))
      .returning({ id: leadNotes.id });
    counts.notes += notes.length;
  }
  // The routing decisions and meetings booked under the address go with its leads.
  await db.delete(leadRoutes).where(sql`lower(trim(${leadRoutes.email})) = ${address}`);
  await db.delete(bookings).where(sql`lower(trim(${bookings.visitorEmail})) = ${address}`);
  const outbox = await db
    .delete(deliveries)
    .where(deliveriesOf(ids, address))
    .returning({ id: deliveries.id });
  counts.deliveries = outbox.length;
  const redacted = await db
    .update(leadNotes)
    .set({ body: redactAddress(sql`${leadNotes.body}`, address) })
    .where(mentionsAddress(sql`${leadNotes.body}`, address))
    .returning({ id: leadNotes.id });
  counts.notesRedacted = redacted.length;
  await db
    .update(deliveries)
    .set({ lastError: redactAddress(sql`${deliveries.lastError}`, address) })
    .where(mentionsAddress(sql`${deliveries.lastError}`, address));
  const limitKey = await rateLimitKey(db, RECIPIENT_SCOPE, address);
  const limits = await db
    .delete(rateLimits)
    .where(eq(rateLimits.key, limitKey))
    .returning({ key: rateLimits.key });
  counts.confirmationLimits = limits.length;
  return { ...counts, ...(await redactAddressQuotes(db, address)) };
}
