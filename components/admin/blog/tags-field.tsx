'use client';

import { XIcon } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/admin/field';
import type { PostFormValues } from '@/components/admin/blog/post-form-values';

/**
 * The post's tags as removable chips, with an input that suggests the tags other posts use (a
 * native datalist: the browser's own accessible list). Enter, a comma or Add adds what is typed.
 */
export function TagsField({ suggestions }: { suggestions: string[] }) {
  const { control } = useFormContext<PostFormValues>();
  const { field, fieldState } = useController({ control, name: 'tags' });
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const tags = field.value;
  const errors = fieldState.error;
  // A tag's own error ("tags.2") names the tag; the list's error stands for the field.
  const error =
    errors?.message ??
    (Array.isArray(errors) ? errors.find((item) => item?.message)?.message : undefined);

  const add = () => {
    const tag = draft.trim().replace(/,+$/, '').trim();
    if (!tag) return;
    // An existing tag in other letters is taken as written before, so posts share one tag.
    const known = [...tags, ...suggestions].find((t) => t.toLowerCase() === tag.toLowerCase());
    if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
      field.onChange([...tags, known ?? tag]);
    setDraft('');
  };
  // The removed tag's button leaves the page: focus moves to the next tag's, or to the input.
  const remove = (index: number) => {
    const next = list.current?.querySelectorAll('button')[index + 1];
    (next ?? input.current)?.focus();
    field.onChange(tags.filter((_, i) => i !== index));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field
      id="post-tags"
      label="Tags"
      error={error}
      hint="Up to 10. Press Enter or a comma to add a tag; existing tags are suggested."
    >
      {tags.length > 0 ? (
        <ul ref={list} className="flex flex-wrap gap-2" aria-label="Tags of this post">
          {tags.map((tag, index) => (
            <li key={tag} className="badge badge-secondary flex items-center gap-1 pr-1">
              {tag}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove tag ${tag}`}
                onClick={() => remove(index)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          {...fieldAria('post-tags', error, true)}
          ref={input}
          list="post-tag-suggestions"
          maxLength={40}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.onBlur}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      <datalist id="post-tag-suggestions">
        {suggestions
          .filter((tag) => !tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
    </Field>
  );
}
