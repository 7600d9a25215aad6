'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, errorText } from '@/components/admin/api';
import { BLOG_KEY, postPath } from '@/components/admin/blog/blog-queries';
import type { AdminBlogPostView } from '@/lib/admin/blog';
import type { AdminBlogRevision } from '@/lib/admin/blog-editor';
import type { BlogPostInput } from '@/lib/blog/post-schema';

/** A status change; cancelling a schedule is the API's unpublish of a scheduled post. */
export type PostVerb = 'publish' | 'schedule' | 'cancel-schedule' | 'unpublish' | 'archive';

const TITLES: Record<PostVerb, string> = {
  publish: 'Post published',
  schedule: 'Post scheduled',
  'cancel-schedule': 'Schedule cancelled',
  unpublish: 'Post unpublished',
  archive: 'Post archived',
};

/** What each action did, for its toast and the form's status line. */
const DONE: Record<PostVerb, (post: AdminBlogPostView) => string> = {
  publish: (post) => `${post.title} is live on the blog.`,
  schedule: (post) =>
    `${post.title} goes live ${new Date(post.publishAt ?? '').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })}.`,
  'cancel-schedule': (post) => `${post.title} is a draft again; it will not go live by itself.`,
  unpublish: (post) => `${post.title} is off the blog and back to a draft.`,
  archive: (post) => `${post.title} is archived and off the blog.`,
};

/**
 * The editor's writes. Each success puts the server's post into the cache and refreshes the
 * tab's lists; each failure keeps the form as it is and reports the server's message, with any
 * field errors passed to `onFieldErrors`.
 */
export function usePostActions({
  onSaved,
  onFieldErrors,
  onOutcome,
}: {
  onSaved: (post: AdminBlogPostView) => void;
  onFieldErrors: (fields: Record<string, string>) => void;
  onOutcome: (message: string) => void;
}) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: BLOG_KEY });
  const stored = (post: AdminBlogPostView) => {
    client.setQueryData([...BLOG_KEY, 'post', post.id], post);
    onSaved(post);
  };
  const failed = (title: string) => (error: unknown) => {
    if (error instanceof ApiError) onFieldErrors(error.fieldErrors);
    const message = errorText(error);
    onOutcome(`${title}: ${message}`);
    toast.error(title, { description: message });
  };

  const save = useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: BlogPostInput }) =>
      id
        ? api<AdminBlogPostView>(postPath(id), { method: 'PUT', body: values })
        : api<AdminBlogPostView>('/api/admin/blog', { method: 'POST', body: values }),
    onSuccess: (post, { id }) => {
      stored(post);
      const message = id ? `${post.title} has been saved.` : `${post.title} was saved as a draft.`;
      onOutcome(message);
      toast.success(id ? 'Post saved' : 'Draft saved', { description: message });
    },
    onError: failed('Not saved'),
    onSettled: settle,
  });

  const act = useMutation({
    mutationFn: ({ id, verb, publishAt }: { id: string; verb: PostVerb; publishAt?: string }) =>
      api<AdminBlogPostView>(postPath(id, verb === 'cancel-schedule' ? 'unpublish' : verb), {
        method: 'POST',
        body: verb === 'schedule' ? { publishAt } : {},
      }),
    onSuccess: (post, { verb }) => {
      stored(post);
      const message = DONE[verb](post);
      onOutcome(message);
      toast.success(TITLES[verb], { description: message });
    },
    onError: failed('Not changed'),
    onSettled: settle,
  });

  const remove = useMutation({
    mutationFn: (post: AdminBlogPostView) => api(postPath(post.id), { method: 'DELETE' }),
    onSuccess: (_result, post) =>
      toast.success('Post deleted', { description: `${post.title} has been deleted.` }),
    onError: failed('Not deleted'),
    onSettled: settle,
  });

  const restore = useMutation({
    mutationFn: ({ id, revision }: { id: string; revision: AdminBlogRevision }) =>
      api<AdminBlogPostView>(postPath(id, `revisions/${revision.id}/restore`), {
        method: 'POST',
        body: {},
      }),
    onSuccess: (post) => {
      stored(post);
      const message = `The earlier version of ${post.title} is the current one again.`;
      onOutcome(message);
      toast.success('Version restored', { description: message });
    },
    onError: failed('Not restored'),
    onSettled: settle,
  });

  return { save, act, remove, restore };
}
