'use client';

import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { BodyPreview } from '@/components/admin/blog/body-preview';
import { PostFields } from '@/components/admin/blog/post-fields';
import { PostActionBar, type BarAction } from '@/components/admin/blog/post-action-bar';
import { PostConfirmations, type Confirmable } from '@/components/admin/blog/post-confirmations';
import {
  EMPTY_POST,
  formValuesOf,
  postFormResolver,
  type PostFormValues,
} from '@/components/admin/blog/post-form-values';
import { RevisionHistory } from '@/components/admin/blog/revision-history';
import { ScheduleDialog } from '@/components/admin/blog/schedule-dialog';
import { useTags } from '@/components/admin/blog/blog-queries';
import { usePostActions } from '@/components/admin/blog/use-post-actions';
import { usePreviewLink } from '@/components/admin/blog/use-preview-link';
import type { AdminBlogPostView } from '@/lib/admin/blog';
import type { BlogPostInput } from '@/lib/blog/post-schema';

/**
 * The post editor: fields on the left, the live preview beside them, the actions below and the
 * revision history under those. A failed save leaves every field as typed.
 */
export function PostForm({
  initial,
  onCreated,
  onDeleted,
  onDirtyChange,
  fallbackFocus,
}: {
  initial: AdminBlogPostView | null;
  /** A new post's id, once its first save has stored it. */
  onCreated: (id: string) => void;
  onDeleted: () => void;
  /** Whether the form holds changes not yet saved, as it changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Where focus goes when an action removed the button that had it (the editor's heading). */
  fallbackFocus?: () => HTMLElement | null | undefined;
}) {
  const [post, setPost] = useState(initial);
  const [slugFollows, setSlugFollows] = useState(initial === null);
  const [outcome, setOutcome] = useState('');
  const [scheduling, setScheduling] = useState(false);
  const [scheduleError, setScheduleError] = useState<string>();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const form = useForm<PostFormValues, unknown, BlogPostInput>({
    resolver: postFormResolver,
    defaultValues: initial ? formValuesOf(initial) : EMPTY_POST,
  });
  const tags = useTags();
  const preview = usePreviewLink();
  const { save, act, remove, restore } = usePostActions({
    onSaved: (saved) => {
      if (!post) onCreated(saved.id);
      setPost(saved);
      setSlugFollows(false);
      form.reset(formValuesOf(saved));
    },
    onFieldErrors: (fields) => {
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'publishAt') setScheduleError(message);
        else form.setError(name as Path<PostFormValues>, { message }, { shouldFocus: true });
      }
    },
    onOutcome: setOutcome,
  });
  // Read while rendering: react-hook-form tracks only the form state a render has read.
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Closing or reloading the page with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!isDirty) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [isDirty]);
  const busy = save.isPending || act.isPending || remove.isPending || restore.isPending;

  /** The saved post, saving the form first when it has changes (or was never saved). */
  const savedPost = (then: (saved: AdminBlogPostView) => void) =>
    form.handleSubmit(async (values) => {
      const current =
        post && !isDirty
          ? post
          : await save.mutateAsync({ id: post?.id ?? null, values }).catch(() => null);
      if (current) then(current);
    }, refused)();

  // The browser's check refused the fields: the dialog closes so the messages beside them show.
  const refused = () => {
    setScheduling(false);
    setOutcome('Not saved: correct the highlighted fields.');
  };

  const onAction = (action: BarAction) => {
    if (action === 'schedule') {
      setScheduleError(undefined);
      return setScheduling(true);
    }
    if (action === 'publish')
      return savedPost((saved) => act.mutate({ id: saved.id, verb: 'publish' }));
    if (!post) return;
    if (action === 'preview') return preview.open(post);
    if (action === 'cancel-schedule') return act.mutate({ id: post.id, verb: 'cancel-schedule' });
    setConfirming(action);
  };

  return (
    <FormProvider {...form}>
      <form
        aria-label={post ? `Edit ${post.title}` : 'New post'}
        noValidate
        className="flex flex-col gap-6"
        onSubmit={form.handleSubmit(
          (values) => save.mutate({ id: post?.id ?? null, values }),
          refused,
        )}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <PostFields
            slugFollows={slugFollows}
            onSlugEdited={() => setSlugFollows(false)}
            tags={tags.data ?? []}
          />
          <BodyPreview />
        </div>
        <p role="status" data-testid="post-outcome" className="text-sm text-muted-foreground">
          {outcome}
        </p>
        <PostActionBar post={post} busy={busy} onAction={onAction} />
      </form>
      <ScheduleDialog
        open={scheduling}
        publishAt={post?.status === 'scheduled' ? post.publishAt : null}
        pending={busy}
        serverError={scheduleError}
        onOpenChange={setScheduling}
        fallbackFocus={fallbackFocus}
        onSchedule={(publishAt) =>
          savedPost((saved) =>
            act.mutate(
              { id: saved.id, verb: 'schedule', publishAt },
              { onSuccess: () => setScheduling(false) },
            ),
          )
        }
      />
      {post ? (
        <>
          <PostConfirmations
            post={post}
            action={confirming}
            pending={busy}
            onClose={() => setConfirming(null)}
            fallbackFocus={fallbackFocus}
            onConfirm={(action) =>
              action === 'delete'
                ? remove.mutate(post, {
                    onSuccess: onDeleted,
                    onSettled: () => setConfirming(null),
                  })
                : act.mutate(
                    { id: post.id, verb: action },
                    { onSettled: () => setConfirming(null) },
                  )
            }
          />
          <RevisionHistory
            postId={post.id}
            pending={restore.isPending}
            fallbackFocus={fallbackFocus}
            onRestore={(revision) => restore.mutateAsync({ id: post.id, revision }).catch(() => {})}
          />
        </>
      ) : null}
    </FormProvider>
  );
}
