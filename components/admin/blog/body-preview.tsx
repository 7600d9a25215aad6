'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { api } from '@/components/admin/api';
import { BLOG_KEY } from '@/components/admin/blog/blog-queries';
import { useSettled } from '@/components/admin/blog/use-settled';
import type { PostFormValues } from '@/components/admin/blog/post-form-values';
import { ARTICLE_BODY_CLASS } from '@/components/blog/article-body-class';

/** How long typing must pause before the preview is rendered again. */
const PAUSE_MS = 400;

/**
 * The body as the article page will show it: rendered by the server's own Markdown pipeline (the
 * page's HTML, escaped and sanitised there) and shown with the article's type.
 */
export function BodyPreview({ title }: { title?: string }) {
  const { control } = useFormContext<PostFormValues>();
  const body = useSettled(useWatch({ control, name: 'body' }) ?? '', PAUSE_MS);
  const preview = useQuery({
    queryKey: [...BLOG_KEY, 'render', body],
    queryFn: () =>
      api<{ html: string }>('/api/admin/blog/render', { method: 'POST', body: { body } }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  return (
    // On a wide screen the preview stays in view beside the fields and scrolls on its own, so the
    // actions below the form are not pushed down by a long article. A region that scrolls is
    // focusable, so the keyboard can scroll it too.
    <section
      aria-labelledby="post-preview-heading"
      aria-busy={preview.isFetching}
      tabIndex={0}
      className="flex min-w-0 flex-col gap-3 self-start rounded-md border p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <h4 id="post-preview-heading" className="text-sm font-medium text-muted-foreground">
        Live preview{title ? `: ${title}` : ''}
      </h4>
      {preview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The preview could not be updated. {preview.error.message}
        </p>
      ) : null}
      {preview.data?.html ? (
        <div
          data-testid="post-preview"
          className={ARTICLE_BODY_CLASS}
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">The body appears here as you write it.</p>
      )}
    </section>
  );
}
