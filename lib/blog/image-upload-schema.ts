import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { storableString } from '@/lib/validation/safe-zod';

/** The largest image file the upload takes (the browser checks it first, the server always). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 8 MB. Export a smaller file.';
export const CHOOSE_IMAGE_MESSAGE = 'Choose a JPEG, PNG or WebP image to upload';

/** The upload form's text field; the file itself is checked by its bytes on the server. */
export const imageUploadFieldsSchema = z.object({
  alt: storableString('Alt text must be text')
    .trim()
    .max(300, 'Alt text must be at most 300 characters')
    .default(''),
});

/** What the upload answers (201): the address to store and the upright size. */
export interface UploadedImageAnswer {
  src: string;
  width: number;
  height: number;
  alt: string;
}
