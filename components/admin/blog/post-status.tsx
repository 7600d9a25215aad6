import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/components/admin/format';
import type { AdminBlogPostView } from '@/lib/admin/blog';

const LABELS = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
} as const;

export const STATUS_OPTIONS = Object.entries(LABELS).map(([value, label]) => ({ value, label }));

/** A post's status in words, with the time a scheduled post goes live (the admin's own zone). */
export function postStatusText(post: Pick<AdminBlogPostView, 'status' | 'publishAt'>): string {
  if (post.status === 'scheduled') return `Scheduled for ${formatDateTime(post.publishAt)}`;
  return LABELS[post.status];
}

/** The status as a badge: only a published post is on the site. */
export function PostStatusBadge({
  post,
}: {
  post: Pick<AdminBlogPostView, 'status' | 'publishAt'>;
}) {
  const variant =
    post.status === 'published' ? 'default' : post.status === 'scheduled' ? 'outline' : 'secondary';
  return <Badge variant={variant}>{postStatusText(post)}</Badge>;
}
