import 'server-only';
import '@/lib/validation/zod-jitless';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { leadNotes, type LeadType } from '@/lib/db/schema';
import { writeAudit } from '@/lib/audit/audit-log';
import { storableString } from '@/lib/validation/safe-zod';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { leadTableOf } from '@/lib/admin/lead-columns';
import type { LeadNoteView } from '@/lib/admin/lead-forms';
import { leadId, LEAD_NOT_FOUND } from '@/lib/admin/lead-id';

export const MAX_NOTE_LENGTH = 5_000;

const noteSchema = z.strictObject({
  body: storableString('Write the note as text')
    .trim()
    .min(1, 'Write a note first')
    .max(
      MAX_NOTE_LENGTH,
      `A note has at most ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters`,
    ),
});

function view(row: typeof leadNotes.$inferSelect): LeadNoteView {
  return {
    id: row.id,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A lead's notes, newest first (for the detail view, which has checked the lead exists). */
export async function listLeadNotes(type: LeadType, id: string): Promise<LeadNoteView[]> {
  const rows = await getDb()
    .select()
    .from(leadNotes)
    .where(and(eq(leadNotes.leadType, type), eq(leadNotes.leadId, id)))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  return rows.map(view);
}

/**
 * Adds a note by the signed-in admin (admin only). The audit says a note was written on which
 * lead, never what it says: notes may hold what the lead told the team.
 */
export async function adminAddLeadNote(
  admin: AdminContext,
  type: LeadType,
  id: string,
  input: unknown,
): Promise<LeadNoteView> {
  const { body } = noteSchema.parse(input);
  const { table, columns } = leadTableOf(type);
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: columns.id! })
      .from(table)
      .where(eq(columns.id!, leadId(id)));
    if (!lead) throw new HttpError('not_found', LEAD_NOT_FOUND);
    const actor = auditActor(admin);
    const [row] = await tx
      .insert(leadNotes)
      .values({ leadType: type, leadId: id, authorId: actor.id, authorName: actor.name, body })
      .returning();
    if (!row) throw new Error('The note was not stored');
    await writeAudit(tx, {
      actor,
      action: 'lead.note.create',
      target: id,
      details: { form: type, noteId: row.id },
    });
    return view(row);
  });
}
