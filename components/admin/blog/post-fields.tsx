'use client';

import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Field, fieldAria } from '@/components/admin/field';
import { BodyField } from '@/components/admin/blog/body-field';
import { CoverImageFields } from '@/components/admin/blog/cover-image-fields';
import type { PostFormValues } from '@/components/admin/blog/post-form-values';
import { SlugField } from '@/components/admin/blog/slug-field';
import { TagsField } from '@/components/admin/blog/tags-field';

/** The post's fields, in the order a post is written: title and address first, body last. */
export function PostFields({
  slugFollows,
  onSlugEdited,
  tags,
}: {
  slugFollows: boolean;
  onSlugEdited: () => void;
  /** Tags other posts use, suggested while typing one. */
  tags: string[];
}) {
  const { register, formState } = useFormContext<PostFormValues>();
  const { errors } = formState;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Field id="post-title" label="Title" error={errors.title?.message}>
        <Input {...fieldAria('post-title', errors.title?.message)} {...register('title')} />
      </Field>
      <SlugField follows={slugFollows} onEdited={onSlugEdited} />
      <Field
        id="post-excerpt"
        label="Excerpt"
        error={errors.excerpt?.message}
        hint="Shown on the blog's cards and in search results (20 to 500 characters)."
      >
        <Textarea
          {...fieldAria('post-excerpt', errors.excerpt?.message, true)}
          rows={3}
          {...register('excerpt')}
        />
      </Field>
      <TagsField suggestions={tags} />
      <Field
        id="post-author"
        label="Author"
        error={errors.author?.message}
        hint="Left empty, the post is signed by the team."
      >
        <Input
          {...fieldAria('post-author', errors.author?.message, true)}
          {...register('author')}
        />
      </Field>
      <CoverImageFields />
      <BodyField />
    </div>
  );
}
