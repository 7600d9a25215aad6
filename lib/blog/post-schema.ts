import '@/lib/validation/zod-jitless';
import slugify from 'slugify';
import { z } from 'zod';
import { BLOG_STATUSES } from '@/lib/db/schema/blog';
import { IMAGE_PATH_PREFIX, parseUploadedSrc } from '@/lib/blog/image-url';
import { markdownImages } from '@/lib/blog/markdown-images';
import { storableString } from '@/lib/validation/safe-zod';

const text = (min: number, max: number, message: string) =>
  storableString(message).trim().min(min, message).max(max, `Must be at most ${max} characters`);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE =
  'Use lowercase letters, digits and single hyphens (no hyphen at the start or end)';
const MAX_SLUG = 100;
/** The longest body a post may have, in characters. */
export const MAX_BODY_LENGTH = 100_000;

/** The address a title gives: lowercase ASCII words joined by hyphens ("Café ROI!" → "cafe-roi"). */
export function slugFromTitle(title: string): string {
  return slugify(title, { lower: true, strict: true, trim: true })
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

// Images come from the site itself: the content security policy loads no other origin's. A cover
// is a file shipped under /images/ or an image uploaded through the admin (/media/blog/...).
const IMAGE_PATH = /^\/images\/[\w-]+(?:\/[\w-]+)*\.(?:svg|png|jpe?g|webp|avif)$/;
const isCoverPath = (src: string) => IMAGE_PATH.test(src) || parseUploadedSrc(src) !== undefined;

export const ALT_TEXT_MESSAGE =
  'Every image needs alt text: describe it between the brackets, as in ![A clinic front desk](/media/blog/...)';
const UPLOADED_ADDRESS_MESSAGE =
  'An image under /media/blog/ must be the address the upload gave (copy it again from the upload)';

/** The body's Markdown: every image described (alt text), every uploaded image's address whole. */
const bodySchema = text(1, MAX_BODY_LENGTH, 'The article needs a body').superRefine(
  (body, context) => {
    for (const image of markdownImages(body)) {
      if (image.alt.trim() === '') {
        context.addIssue({ code: 'custom', message: ALT_TEXT_MESSAGE });
        return;
      }
      if (image.src.startsWith(IMAGE_PATH_PREFIX) && !parseUploadedSrc(image.src)) {
        context.addIssue({ code: 'custom', message: UPLOADED_ADDRESS_MESSAGE });
        return;
      }
    }
  },
);

const imageSize = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(10_000, `${label} must be at most 10000`);

/**
 * A post's editable fields, checked the same way in the admin form and the route handlers. The
 * slug may be left empty: it is then made from the title.
 */
export const blogPostInputSchema = z
  .object({
    title: text(5, 200, 'A title of at least 5 characters is required'),
    slug: z
      .string({ error: SLUG_MESSAGE })
      .trim()
      .max(MAX_SLUG, `Must be at most ${MAX_SLUG} characters`)
      .refine((value) => value === '' || SLUG_PATTERN.test(value), SLUG_MESSAGE)
      .optional()
      .transform((value) => value || undefined),
    excerpt: text(20, 500, 'An excerpt of at least 20 characters is required'),
    body: bodySchema,
    tags: z
      .array(text(2, 40, 'Each tag needs 2 to 40 characters'), { error: 'Tags must be a list' })
      .max(10, 'At most 10 tags')
      .default([])
      .transform((tags) => [...new Set(tags)]),
    imageSrc: z
      .string({ error: 'Choose a cover image' })
      .trim()
      .refine(
        isCoverPath,
        'The cover image must be a file of this site under /images/ or an uploaded image',
      ),
    imageAlt: text(5, 300, 'Describe the cover image in at least 5 characters'),
    imageWidth: imageSize('Image width'),
    imageHeight: imageSize('Image height'),
    author: text(2, 120, 'An author of 2 to 120 characters is required').optional(),
  })
  .superRefine((post, context) => {
    // An uploaded cover's size is in its address; a different one would distort it on the cards.
    const uploaded = parseUploadedSrc(post.imageSrc);
    if (!uploaded) return;
    const message = `The uploaded cover is ${uploaded.width} × ${uploaded.height} pixels`;
    if (post.imageWidth !== uploaded.width) {
      context.addIssue({ code: 'custom', path: ['imageWidth'], message });
    }
    if (post.imageHeight !== uploaded.height) {
      context.addIssue({ code: 'custom', path: ['imageHeight'], message });
    }
  });

export type BlogPostFormInput = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

const INSTANT_MESSAGE = 'Enter the publishing time as a UTC instant (e.g. 2026-12-01T09:00:00Z)';

/** When to publish: an ISO 8601 instant with its offset (Z or ±hh:mm), so it names one moment. */
export const scheduleSchema = z.object({
  publishAt: z
    .string({ error: INSTANT_MESSAGE })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/,
      INSTANT_MESSAGE,
    )
    .refine((value) => {
      const time = Date.parse(value);
      return Number.isFinite(time) && time < Date.parse('9999-01-01T00:00:00Z');
    }, INSTANT_MESSAGE)
    .transform((value) => new Date(value)),
});

/** The admin list's filters. */
export const listQuerySchema = z.object({
  status: z.enum(BLOG_STATUSES, { error: 'Unknown status' }).optional(),
  q: storableString('Search text is invalid')
    .trim()
    .max(200, 'Search at most 200 characters')
    .optional(),
  tag: storableString('Tag is invalid').trim().max(40, 'Tag at most 40 characters').optional(),
});
