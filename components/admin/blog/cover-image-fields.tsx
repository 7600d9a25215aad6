'use client';

import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/admin/field';
import { ImageUpload } from '@/components/admin/blog/image-upload';
import type { PostFormValues } from '@/components/admin/blog/post-form-values';

/**
 * The cover image: an uploaded image or a file of this site under /images/, its description and
 * its size in pixels (the page reserves that space, so nothing moves while it loads). An upload
 * fills the path and the size.
 */
export function CoverImageFields() {
  const { register, setValue, watch, formState } = useFormContext<PostFormValues>();
  const { errors } = formState;
  const set = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const number = (name: 'imageWidth' | 'imageHeight', label: string) => (
    <Field id={`post-${name}`} label={label} error={errors[name]?.message}>
      <Input
        {...fieldAria(`post-${name}`, errors[name]?.message)}
        type="number"
        inputMode="numeric"
        min={1}
        max={10000}
        step={1}
        {...register(name, { valueAsNumber: true })}
      />
    </Field>
  );
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Cover image</legend>
      <ImageUpload
        label="Upload a cover image"
        alt={watch('imageAlt')}
        onUploaded={(image) => {
          setValue('imageSrc', image.src, set);
          setValue('imageWidth', image.width, set);
          setValue('imageHeight', image.height, set);
        }}
      />
      <Field
        id="post-imageSrc"
        label="Image path"
        error={errors.imageSrc?.message}
        hint="Filled in by an upload, or a file of this site, e.g. /images/blog/clinic-calls.svg"
      >
        <Input
          {...fieldAria('post-imageSrc', errors.imageSrc?.message, true)}
          spellCheck={false}
          placeholder="/images/blog/"
          {...register('imageSrc')}
        />
      </Field>
      <Field
        id="post-imageAlt"
        label="Image description (alt text)"
        error={errors.imageAlt?.message}
      >
        <Input
          {...fieldAria('post-imageAlt', errors.imageAlt?.message)}
          {...register('imageAlt')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {number('imageWidth', 'Image width (px)')}
        {number('imageHeight', 'Image height (px)')}
      </div>
    </fieldset>
  );
}
