'use client';

import { useRef, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Textarea } from '@/components/ui/textarea';
import { Field, fieldAria } from '@/components/admin/field';
import {
  applyMarkdown,
  insertUploadedImage,
  type MarkdownAction,
} from '@/components/admin/blog/markdown-format';
import { MarkdownToolbar, shortcutAction } from '@/components/admin/blog/markdown-toolbar';
import { ImageUpload } from '@/components/admin/blog/image-upload';
import type { PostFormValues } from '@/components/admin/blog/post-form-values';

/** The body in Markdown, with the formatting toolbar and its keyboard shortcuts. */
export function BodyField() {
  const { register, setValue, getValues, formState } = useFormContext<PostFormValues>();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const error = formState.errors.body?.message;
  const { ref, ...field } = register('body');

  const format = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const next = applyMarkdown(
      { value: getValues('body'), start: element.selectionStart, end: element.selectionEnd },
      action,
    );
    setValue('body', next.value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    // Back in the text with the part to type next selected, once React has written the value.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };
  const insertImage = (src: string) => {
    const element = textarea.current;
    const value = getValues('body');
    const next = insertUploadedImage(
      {
        value,
        start: element?.selectionStart ?? value.length,
        end: element?.selectionEnd ?? value.length,
      },
      src,
    );
    setValue('body', next.value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.start, next.end);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    format(action);
  };

  return (
    <div className="flex flex-col gap-4">
      <Field
        id="post-body"
        label="Body"
        error={error}
        hint="Markdown: ## for a section heading, **bold**, - for a list item, > for a quote. Shortcuts: Ctrl+B, Ctrl+I, Ctrl+K."
      >
        <MarkdownToolbar controls="post-body" onAction={format} />
        <Textarea
          {...fieldAria('post-body', error, true)}
          rows={18}
          className="font-mono text-sm"
          {...field}
          ref={(element) => {
            ref(element);
            textarea.current = element;
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <ImageUpload
        label="Add an image to the article"
        onUploaded={(image) => insertImage(image.src)}
      />
    </div>
  );
}
