'use client';

import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatDateTime } from '@/components/admin/format';
import { useRevisions } from '@/components/admin/blog/blog-queries';
import type { AdminBlogRevision } from '@/lib/admin/blog-editor';

/**
 * The versions each save replaced, newest first: when, by whom, and the title then. Restoring one
 * (after a confirmation) saves it as the current version, so the one it replaces is kept too.
 */
export function RevisionHistory({
  postId,
  pending,
  onRestore,
  fallbackFocus,
}: {
  postId: string;
  pending: boolean;
  onRestore: (revision: AdminBlogRevision) => Promise<unknown>;
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  const revisions = useRevisions(postId);
  const [restoring, setRestoring] = useState<AdminBlogRevision | null>(null);
  return (
    <section
      aria-labelledby="post-revisions-heading"
      className="mt-3 flex flex-col gap-3 border-t pt-6"
    >
      <h4 id="post-revisions-heading" className="font-semibold">
        Revision history
      </h4>
      {revisions.isPending ? (
        <p className="text-sm text-muted-foreground">Loading revisions...</p>
      ) : revisions.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The revisions could not be loaded. {revisions.error.message}
        </p>
      ) : revisions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No earlier versions yet: each save keeps the version it replaces here.
        </p>
      ) : (
        <ol className="flex flex-col divide-y rounded-md border">
          {revisions.data.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{revision.snapshot.title}</span>
                <span className="text-sm text-muted-foreground">
                  Replaced on {formatDateTime(revision.savedAt)} by{' '}
                  {revision.savedByName ?? 'an admin no longer listed'}
                </span>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Restore the version from ${formatDateTime(revision.savedAt)}: ${revision.snapshot.title}`}
                onClick={() => setRestoring(revision)}
              >
                <HistoryIcon aria-hidden="true" />
                Restore
              </Button>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => (open ? undefined : setRestoring(null))}
        title="Restore this version?"
        description="The post's fields become this version's, including its slug. The current version, and any changes not yet saved in the form, are replaced; the saved current version stays in the history."
        confirmLabel="Restore"
        pending={pending}
        onConfirm={() => restoring && onRestore(restoring).finally(() => setRestoring(null))}
        fallbackFocus={fallbackFocus}
      />
    </section>
  );
}
