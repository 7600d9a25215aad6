'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { Field, fieldAria } from '@/components/admin/field';
import { PixelPreviewPanel } from '@/components/admin/pixels/pixel-preview';
import { PIXEL_CATEGORY_LABELS } from '@/lib/consent/categories';
import {
  PIXEL_CATEGORIES,
  PIXEL_LIMITS,
  type PixelCategoryValue,
  type PixelInput,
  type PixelView,
} from '@/lib/pixels/pixel-schema';

export interface PixelDraft {
  name: string;
  location: 'head' | 'body';
  code: string;
  category: PixelCategoryValue;
}

const EMPTY: PixelDraft = { name: '', location: 'head', code: '', category: 'marketing' };

function isCategory(value: string): value is PixelCategoryValue {
  return (PIXEL_CATEGORIES as readonly string[]).includes(value);
}

/** Add or edit a pixel: name, location (head or end of body), consent category and the code. */
export function PixelForm({
  editing,
  pending,
  errors,
  onSubmit,
  onCancel,
}: {
  editing: PixelView | null;
  pending: boolean;
  errors: Partial<Record<keyof PixelInput, string>>;
  onSubmit: (draft: PixelDraft) => void;
  onCancel: () => void;
}) {
  // The parent keys this form by the pixel being edited, so a new pixel starts a fresh draft.
  const [draft, setDraft] = useState<PixelDraft>(() =>
    editing
      ? {
          name: editing.name,
          location: editing.location,
          code: editing.code,
          category: editing.category,
        }
      : EMPTY,
  );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="pixel-name" label="Pixel name" error={errors.name}>
          <Input
            {...fieldAria('pixel-name', errors.name)}
            value={draft.name}
            maxLength={PIXEL_LIMITS.name}
            placeholder="e.g. Meta Pixel"
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Field>
        <Field id="pixel-location" label="Location" error={errors.location}>
          <NativeSelect
            {...fieldAria('pixel-location', errors.location)}
            value={draft.location}
            onChange={(event) =>
              setDraft({ ...draft, location: event.target.value === 'body' ? 'body' : 'head' })
            }
          >
            <option value="head">Head</option>
            <option value="body">End of body</option>
          </NativeSelect>
        </Field>
        <Field
          id="pixel-category"
          label="Category"
          error={errors.category}
          hint={PIXEL_CATEGORY_LABELS[draft.category].description}
        >
          <NativeSelect
            {...fieldAria('pixel-category', errors.category, true)}
            value={draft.category}
            onChange={(event) => {
              const category = event.target.value;
              if (isCategory(category)) setDraft({ ...draft, category });
            }}
          >
            {PIXEL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {PIXEL_CATEGORY_LABELS[category].label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field
        id="pixel-code"
        label="Pixel code"
        error={errors.code}
        hint="Paste the snippet exactly as the provider gives it (script, noscript or image tags)."
      >
        <Textarea
          {...fieldAria('pixel-code', errors.code, true)}
          className="font-mono text-sm"
          value={draft.code}
          maxLength={PIXEL_LIMITS.code}
          rows={6}
          spellCheck={false}
          onChange={(event) => setDraft({ ...draft, code: event.target.value })}
        />
      </Field>
      <PixelPreviewPanel code={draft.code} location={draft.location} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : editing ? 'Update Pixel' : 'Add Pixel'}
        </Button>
        {editing ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
