/**
 * The addresses of uploaded blog images, shared by the upload, the public route, the Markdown
 * renderer and the pages (no server code: the admin form checks them too).
 *
 * An uploaded image is named `{hash}-{width}x{height}`: a hash of its bytes (a changed image is a
 * new address, so every address can be cached for good) and its upright size, so a page can lay it
 * out and list its variants from the address alone, without a database read. Its files are
 * `/media/blog/{name}/{w}.avif` and `.webp` at each width of `variantWidths`, and one JPEG,
 * `/media/blog/{name}/{fallbackWidth}.jpg`, for browsers and link previews that read nothing else.
 * That JPEG's address is the image's `src`: what a post stores as its cover or in its body.
 */

/** The widths variants are made at (never wider than the image itself). */
export const IMAGE_WIDTHS = [360, 540, 720, 900, 1200, 1600] as const;
/** Link previews are drawn about 1200 px wide; the JPEG is made at that width (or narrower). */
const FALLBACK_WIDTH = 1200;
/** The largest upright side an upload may have (the post schema's own bound). */
export const MAX_IMAGE_SIDE = 10_000;

export const IMAGE_PATH_PREFIX = '/media/blog/';
const NAME = /^([0-9a-f]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})$/;
const FILE = /^([1-9]\d{0,4})\.(avif|webp|jpg)$/;
const SRC = /^\/media\/blog\/([0-9a-f]{32}-[1-9]\d{0,4}x[1-9]\d{0,4})\/([1-9]\d{0,4})\.jpg$/;

export type ServedFormat = 'avif' | 'webp' | 'jpeg';
const EXTENSION: Record<ServedFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const FORMAT_OF_EXTENSION: Record<string, ServedFormat> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpeg',
};
export const CONTENT_TYPE: Record<ServedFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** An uploaded image as its address describes it. */
export interface UploadedImage {
  name: string;
  hash: string;
  width: number;
  height: number;
}

/** The widths an image of this width is served at: the fixed steps below it, and its own. */
export function variantWidths(width: number): number[] {
  const max = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width;
  const steps: number[] = IMAGE_WIDTHS.filter((step) => step < width);
  if (width <= max) steps.push(width);
  return steps;
}

/** The width of the one JPEG (the fallback and the Open Graph image). */
export function fallbackWidth(width: number): number {
  return Math.min(width, FALLBACK_WIDTH);
}

/** A variant's height: the image's proportions at that width, rounded. */
export function variantHeight(image: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

function imageOf(hash: string, width: number, height: number): UploadedImage | undefined {
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return undefined;
  return { name: `${hash}-${width}x${height}`, hash, width, height };
}

/** The image an address names as `{hash}-{w}x{h}`, or undefined. */
export function parseImageName(name: string): UploadedImage | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, hash = '', width, height] = match;
  return imageOf(hash, Number(width), Number(height));
}

/** The image a stored `src` names (its JPEG's address), or undefined for any other path. */
export function parseUploadedSrc(src: string): UploadedImage | undefined {
  const match = SRC.exec(src);
  if (!match) return undefined;
  const image = parseImageName(match[1] ?? '');
  if (!image || Number(match[2]) !== fallbackWidth(image.width)) return undefined;
  return image;
}

/** A file under an image's address: width and format, or undefined for a name it never serves. */
export function parseVariantFile(
  image: UploadedImage,
  file: string,
): { width: number; format: ServedFormat } | undefined {
  const match = FILE.exec(file);
  const format = FORMAT_OF_EXTENSION[match?.[2] ?? ''];
  if (!match || !format) return undefined;
  const width = Number(match[1]);
  const served =
    format === 'jpeg'
      ? width === fallbackWidth(image.width)
      : variantWidths(image.width).includes(width);
  return served ? { width, format } : undefined;
}

/** The address of one served file. */
export function variantPath(image: UploadedImage, width: number, format: ServedFormat): string {
  return `${IMAGE_PATH_PREFIX}${image.name}/${width}.${EXTENSION[format]}`;
}

/** The `src` stored for an image: its JPEG's address. */
export function uploadedSrc(image: UploadedImage): string {
  return variantPath(image, fallbackWidth(image.width), 'jpeg');
}

/** A `srcset` of every width of one format. */
export function variantSrcSet(image: UploadedImage, format: 'avif' | 'webp'): string {
  return variantWidths(image.width)
    .map((width) => `${variantPath(image, width, format)} ${width}w`)
    .join(', ');
}

// Images come from the site itself: a file shipped under /images/ or an image uploaded through the
// admin. An image from another site would send every reader's address to it without consent.
const SHIPPED_IMAGE_PATH = /^\/images\/[\w-]+(?:\/[\w-]+)*\.(?:svg|png|jpe?g|webp|avif)$/;

/** Whether a post may show this image: a file of this site under /images/ or an upload here. */
export function isSiteImagePath(src: string): boolean {
  return SHIPPED_IMAGE_PATH.test(src) || parseUploadedSrc(src) !== undefined;
}
