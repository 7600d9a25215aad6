'use client';

import { useId, useRef, useState } from 'react';
import { fieldAria } from '@/components/admin/field';
import { Label } from '@/components/ui/label';
import { uploadBlogImage } from '@/components/admin/blog/upload-image';
import { errorText } from '@/components/admin/api';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  type UploadedImageAnswer,
} from '@/lib/blog/image-upload-schema';
import { INPUT_CLASSES } from '@/components/ui/control-classes';
import { cn } from '@/lib/utils';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'done'; image: UploadedImageAnswer }
  | { kind: 'error'; message: string };

export interface ImageUploadProps {
  /** The file field's visible label, e.g. "Cover image" or "Add an image to the article". */
  label: string;
  /** Called with the stored image's address and upright size once the upload is stored. */
  onUploaded: (image: UploadedImageAnswer) => void;
  /** Alt text sent with the upload (kept with the image; the post still needs its own). */
  alt?: string;
  disabled?: boolean;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Uploads one image for a blog post as soon as it is chosen: the progress and the outcome are
 * announced in a live region, a refusal (wrong kind of file, too large, damaged) is shown as the
 * field's error, and the stored image is previewed. The server checks every file by its content.
 */
export function ImageUpload({ label, onUploaded, alt, disabled = false }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const error = state.kind === 'error' ? state.message : undefined;
  const busy = state.kind === 'uploading';

  async function upload(file: File) {
    if (file.size > MAX_IMAGE_BYTES) {
      setState({ kind: 'error', message: IMAGE_TOO_LARGE_MESSAGE });
      return;
    }
    setState({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const image = await uploadBlogImage(file, {
        alt,
        onProgress: (share) =>
          setState({ kind: 'uploading', name: file.name, percent: Math.round(share * 100) }),
      });
      setState({ kind: 'done', image });
      onUploaded(image);
    } catch (failure) {
      setState({ kind: 'error', message: errorText(failure) });
    } finally {
      // The same file may be chosen again after a refusal or for another place in the post.
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
        className={cn(INPUT_CLASSES, 'h-auto py-1.5 file:mr-3 file:font-medium')}
        {...fieldAria(id, error, true)}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        JPEG, PNG or WebP, up to 8 MB. Location and camera data are removed.
      </p>
      {busy ? (
        <progress
          className="h-2 w-full accent-primary"
          max={100}
          value={state.percent}
          aria-label={`Uploading ${state.name}`}
        />
      ) : null}
      <p role="status" className="text-sm text-muted-foreground">
        {busy
          ? state.percent < 100
            ? `Uploading ${state.name}: ${state.percent}%`
            : `Processing ${state.name}…`
          : state.kind === 'done'
            ? `Uploaded: ${state.image.width} × ${state.image.height} pixels.`
            : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of the stored JPEG
        <img
          src={state.image.src}
          width={state.image.width}
          height={state.image.height}
          alt=""
          className="h-auto max-h-40 w-auto max-w-full rounded-md border object-contain"
        />
      ) : null}
    </div>
  );
}
