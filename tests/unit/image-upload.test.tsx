import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageUpload } from '@/components/admin/blog/image-upload';
import { ApiError } from '@/components/admin/api';
import { IMAGE_UPLOAD_PATH, uploadBlogImage } from '@/components/admin/blog/upload-image';
import { MAX_IMAGE_BYTES } from '@/lib/blog/image-upload-schema';

/**
 * A stand-in for the browser's XMLHttpRequest: records what is sent and lets the test report
 * progress and answer, as the network would.
 */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realRequest = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeRequest.last = undefined;
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realRequest;
});

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'desk.jpg', { type: 'image/jpeg' });
const STORED = {
  src: `/media/blog/${'a'.repeat(32)}-1600x900/1200.jpg`,
  width: 1600,
  height: 900,
  alt: '',
};

function sent(): FakeRequest {
  const request = FakeRequest.last;
  if (!request) throw new Error('nothing was sent');
  return request;
}

describe('uploadBlogImage', () => {
  it('posts the file as multipart to the upload API and resolves with the stored image', async () => {
    const shares: number[] = [];
    const done = uploadBlogImage(photo(), { alt: 'Desk', onProgress: (s) => shares.push(s) });
    const request = sent();
    expect([request.method, request.url, request.withCredentials]).toEqual([
      'POST',
      IMAGE_UPLOAD_PATH,
      true,
    ]);
    expect((request.body?.get('file') as File).name).toBe('desk.jpg');
    expect(request.body?.get('alt')).toBe('Desk');
    request.progress(50, 100);
    request.answer(201, STORED);
    await expect(done).resolves.toEqual(STORED);
    expect(shares).toEqual([0.5]);
  });

  it('rejects with the server’s message, and says so when the server cannot be reached', async () => {
    const refused = uploadBlogImage(photo());
    sent().answer(422, {
      error: { code: 'invalid_fields', message: 'Upload a JPEG, PNG or WebP image.' },
    });
    await expect(refused).rejects.toEqual(new ApiError(422, 'Upload a JPEG, PNG or WebP image.'));
    const offline = uploadBlogImage(photo());
    sent().onerror?.();
    await expect(offline).rejects.toThrow(/could not be reached/);
  });
});

describe('ImageUpload', () => {
  it('uploads the chosen file, announces progress and the result, and hands the image over', async () => {
    const onUploaded = jest.fn();
    render(<ImageUpload label="Cover image" onUploaded={onUploaded} />);
    const input = screen.getByLabelText('Cover image');
    await userEvent.upload(input, photo());

    const request = sent();
    act(() => request.progress(40, 100));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading desk.jpg: 40%');
    expect(screen.getByRole('progressbar', { name: 'Uploading desk.jpg' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(input).toBeDisabled();

    act(() => request.answer(201, STORED));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(STORED));
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded: 1600 × 900 pixels.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(input).toBeEnabled();
    expect(input).toHaveAccessibleDescription(/JPEG, PNG or WebP, up to 8 MB/);
  });

  it('shows a refusal as the field’s error, tied to the input, and calls nothing', async () => {
    const onUploaded = jest.fn();
    render(<ImageUpload label="Cover image" onUploaded={onUploaded} />);
    const input = screen.getByLabelText('Cover image');
    await userEvent.upload(input, photo());
    act(() =>
      sent().answer(422, {
        error: {
          code: 'invalid_fields',
          message: 'The image could not be read: it may be damaged or cut short. Export it again.',
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/damaged or cut short/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/damaged or cut short/);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file over 8 MB before sending it', async () => {
    render(<ImageUpload label="Cover image" onUploaded={jest.fn()} />);
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Cover image'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 8 MB.');
    expect(FakeRequest.last).toBeUndefined();
  });
});
