import { blogImageResponse } from '@/lib/blog/image-response';

type Params = { image: string; file: string };

/** An uploaded blog image at one of its widths, as AVIF, WebP or (one width) JPEG. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<Params> },
): Promise<Response> {
  const { image, file } = await params;
  return blogImageResponse(image, file);
}
