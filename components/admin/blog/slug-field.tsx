'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/admin/field';
import type { PostFormValues } from '@/components/admin/blog/post-form-values';
import { slugFromTitle } from '@/lib/blog/post-schema';

/**
 * The post's address. While `follows` is true (a new post whose slug the admin has not typed in)
 * it is made from the title as the title is typed; editing it stops that. A saved post keeps its
 * address unless the admin changes it, since a change moves a public page.
 */
export function SlugField({ follows, onEdited }: { follows: boolean; onEdited: () => void }) {
  const { register, setValue, control, formState } = useFormContext<PostFormValues>();
  const title = useWatch({ control, name: 'title' });
  useEffect(() => {
    if (follows) setValue('slug', slugFromTitle(title ?? ''));
  }, [follows, title, setValue]);
  const error = formState.errors.slug?.message;
  const field = register('slug', { onChange: onEdited });
  return (
    <Field
      id="post-slug"
      label="Slug"
      error={error}
      hint="The address under /blog/. Made from the title until you edit it. Changing a public post's slug keeps its old address as a redirect."
    >
      <Input {...fieldAria('post-slug', error, true)} spellCheck={false} {...field} />
    </Field>
  );
}
