'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { api, errorText, ApiError } from '@/components/admin/api';
import { formatDateTime } from '@/components/admin/format';
import { leadKey } from '@/components/admin/leads/lead-queries';
import type { LeadDetail, LeadNoteView } from '@/lib/admin/lead-forms';

/** The same limit the server checks: a note is a working record, not a document. */
const MAX_NOTE_LENGTH = 5_000;

/** The team's notes on a lead, newest first, and a box to add one. */
export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const add = useMutation({
    mutationFn: (text: string) =>
      api<LeadNoteView>(`/api/admin/leads/${lead.type}/${encodeURIComponent(lead.id)}/notes`, {
        method: 'POST',
        body: { body: text },
      }),
    onSuccess: (note) => {
      client.setQueryData<LeadDetail>(leadKey(lead.type, lead.id), (detail) =>
        detail ? { ...detail, notes: [note, ...detail.notes] } : detail,
      );
      setBody('');
      setError(null);
      toast.success('Note added');
    },
    onError: (failure) => {
      const field = failure instanceof ApiError ? failure.fieldErrors.body : undefined;
      setError(field ?? errorText(failure));
    },
  });
  const submit = () => {
    if (!body.trim()) return setError('Write a note first');
    add.mutate(body);
  };

  return (
    <section aria-labelledby="lead-notes-heading" className="flex flex-col gap-3">
      <h3 id="lead-notes-heading" className="text-base font-semibold">
        Notes
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor="lead-note">Add a note</Label>
        <Textarea
          id="lead-note"
          value={body}
          maxLength={MAX_NOTE_LENGTH}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <Button disabled={add.isPending} onClick={submit}>
            {add.isPending ? 'Adding...' : 'Add note'}
          </Button>
          <p aria-live="polite" className="text-xs text-muted-foreground">
            {add.isSuccess && !body ? 'Note added' : ''}
          </p>
        </div>
      </div>
      {lead.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Notes, newest first">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-md border p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                {note.authorName} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
