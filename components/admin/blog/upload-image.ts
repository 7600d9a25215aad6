import { ApiError } from '@/components/admin/api';
import type { UploadedImageAnswer } from '@/lib/blog/image-upload-schema';
import { errorOf } from '@/lib/http/errors';

export const IMAGE_UPLOAD_PATH = '/api/admin/blog/images';

/**
 * Sends one image to the upload API as multipart form data, reporting the share sent (0 to 1) as
 * it goes. XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 * A refusal rejects with an ApiError carrying the server's message.
 */
export function uploadBlogImage(
  file: File,
  { alt = '', onProgress }: { alt?: string; onProgress?: (share: number) => void } = {},
): Promise<UploadedImageAnswer> {
  const form = new FormData();
  form.append('file', file);
  if (alt) form.append('alt', alt);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', IMAGE_UPLOAD_PATH);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError(0, 'The server could not be reached. Check your connection.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201 && body && typeof body === 'object') {
        resolve(body as UploadedImageAnswer);
        return;
      }
      const error = errorOf(body);
      reject(
        new ApiError(
          request.status,
          error?.message ?? `The upload failed (${request.status}).`,
          error?.fields,
        ),
      );
    };
    request.send(form);
  });
}
