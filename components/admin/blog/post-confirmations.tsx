'use client';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import type { AdminBlogPostView } from '@/lib/admin/blog';

export type Confirmable = 'unpublish' | 'archive' | 'delete';

const TEXT: Record<
  Confirmable,
  { title: string; confirm: string; describe: (post: AdminBlogPostView) => string }
> = {
  unpublish: {
    title: 'Unpublish post',
    confirm: 'Unpublish',
    describe: (post) =>
      `${post.title} goes back to a draft and off the blog; its address answers "gone" (410) until it is published again.`,
  },
  archive: {
    title: 'Archive post',
    confirm: 'Archive',
    describe: (post) =>
      `${post.title} is archived: not shown on the blog, kept here with its history.`,
  },
  delete: {
    title: 'Delete post',
    confirm: 'Delete',
    describe: (post) =>
      `Are you sure you want to delete ${post.title}? The post and its revision history are removed for good.`,
  },
};

/** The confirmation before an action that takes a post off the site or removes it. */
export function PostConfirmations({
  post,
  action,
  pending,
  onClose,
  onConfirm,
  fallbackFocus,
}: {
  post: AdminBlogPostView;
  action: Confirmable | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (action: Confirmable) => void;
  /** Where focus goes once the action has removed the button that asked for it. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  const text = action ? TEXT[action] : TEXT.delete;
  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={text.title}
      description={text.describe(post)}
      confirmLabel={text.confirm}
      pending={pending}
      onConfirm={() => action && onConfirm(action)}
      fallbackFocus={fallbackFocus}
    />
  );
}
