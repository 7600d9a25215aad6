import 'server-only';
import { getDb } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import { processImageUpload } from '@/lib/blog/image-process';
import { saveImage } from '@/lib/blog/image-store';
import {
  CHOOSE_IMAGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  imageUploadFieldsSchema,
  MAX_IMAGE_BYTES,
  type UploadedImageAnswer,
} from '@/lib/blog/image-upload-schema';
import { uploadedSrc } from '@/lib/blog/image-url';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { mediaType, readBoundedBody } from '@/lib/http/read-body';

/** Room for the multipart boundaries, part headers and the alt text around the file. */
const FORM_OVERHEAD = 64 * 1024;

/** An image upload as the route read it: the file's bytes and the optional alt text. */
export interface ImageUpload {
  bytes: Buffer;
  alt: unknown;
}

/**
 * Reads the upload form (multipart, field `file`, optional `alt`) without holding more than the
 * size cap in memory: a larger body is refused (413) while it streams in.
 */
export async function readImageUpload(request: Request): Promise<ImageUpload> {
  if (mediaType(request) !== 'multipart/form-data') {
    throw new HttpError(
      'unsupported_media_type',
      'Send the image as multipart form data, in a field named "file".',
    );
  }
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBoundedBody(request, MAX_IMAGE_BYTES + FORM_OVERHEAD);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'too_large') {
      throw new HttpError('too_large', IMAGE_TOO_LARGE_MESSAGE);
    }
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new HttpError('bad_request', 'The form data could not be read.');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) {
    throw new HttpError('invalid_fields', CHOOSE_IMAGE_MESSAGE, {
      fields: { file: CHOOSE_IMAGE_MESSAGE },
    });
  }
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError('too_large', IMAGE_TOO_LARGE_MESSAGE);
  return { bytes: Buffer.from(await file.arrayBuffer()), alt: form.get('alt') ?? undefined };
}

/**
 * Stores an uploaded blog image (admin only): checked by its content, upright, without metadata,
 * with its served variants; audited. The same image uploaded twice is stored once.
 */
export async function adminUploadBlogImage(
  admin: AdminContext,
  upload: ImageUpload,
): Promise<UploadedImageAnswer> {
  const { alt } = imageUploadFieldsSchema.parse({ alt: upload.alt });
  const processed = await processImageUpload(upload.bytes);
  if (!processed.ok) {
    throw new HttpError('invalid_fields', processed.message, {
      fields: { file: processed.message },
    });
  }
  const { image, format } = processed.value;
  const db = getDb();
  const { created } = await saveImage(db, processed.value, alt);
  await writeAudit(db, {
    actor: auditActor(admin),
    action: 'blog.image-upload',
    target: image.hash,
    details: {
      width: image.width,
      height: image.height,
      format,
      bytes: upload.bytes.length,
      created,
    },
  });
  return { src: uploadedSrc(image), width: image.width, height: image.height, alt };
}
