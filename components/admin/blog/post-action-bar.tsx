'use client';

import { ExternalLinkIcon } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';
import type { AdminBlogPostView } from '@/lib/admin/blog';

export type BarAction =
  'publish' | 'schedule' | 'cancel-schedule' | 'preview' | 'unpublish' | 'archive' | 'delete';

/** The actions a post's status allows, after Save (a new post can only be saved or made live). */
function actionsFor(status: AdminBlogPostView['status'] | undefined): BarAction[] {
  switch (status) {
    case undefined:
      return ['publish', 'schedule'];
    case 'draft':
      return ['publish', 'schedule', 'preview', 'archive', 'delete'];
    case 'scheduled':
      return ['publish', 'schedule', 'cancel-schedule', 'preview', 'archive', 'delete'];
    case 'published':
      return ['preview', 'unpublish', 'archive', 'delete'];
    case 'archived':
      return ['publish', 'schedule', 'preview', 'delete'];
  }
}

const LABELS: Record<BarAction, string> = {
  publish: 'Publish now',
  schedule: 'Schedule...',
  'cancel-schedule': 'Cancel schedule',
  preview: 'Preview',
  unpublish: 'Unpublish',
  archive: 'Archive',
  delete: 'Delete',
};

/**
 * Save (a submit button, so Enter in a field saves too) and the status actions. Publishing or
 * scheduling a post with unsaved changes saves them first.
 */
export function PostActionBar({
  post,
  busy,
  onAction,
}: {
  post: AdminBlogPostView | null;
  busy: boolean;
  onAction: (action: BarAction) => void;
}) {
  const saveLabel = !post || post.status === 'draft' ? 'Save draft' : 'Save changes';
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={busy}>
        {busy ? 'Working...' : saveLabel}
      </Button>
      {actionsFor(post?.status).map((action) => (
        <Button
          key={action}
          type="button"
          variant={action === 'delete' ? 'destructive' : 'outline'}
          disabled={busy}
          aria-label={action === 'preview' ? 'Preview (opens in a new tab)' : undefined}
          onClick={() => onAction(action)}
        >
          {action === 'schedule' && post?.status === 'scheduled'
            ? 'Change schedule...'
            : LABELS[action]}
        </Button>
      ))}
      {post?.status === 'published' ? (
        <a
          href={post.pageUrl}
          target="_blank"
          rel="noopener"
          className={buttonClassName({ variant: 'ghost' })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          View page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
