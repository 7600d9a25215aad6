import '@/lib/validation/zod-jitless';
import slugify from 'slugify';
import { z } from 'zod';
import { BLOG_STATUSES } from '@/lib/db/schema/blog';
import { IMAGE_PATH_PREFIX, isSiteImagePath, parseUploadedSrc } from '@/lib/blog/image-url';
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

export const ALT_TEXT_MESSAGE =
  'Every image needs alt text: describe it between the brackets, as in ![A clinic front desk](/media/blog/...)';
export const SITE_IMAGE_MESSAGE =
  'Images must be uploaded here (or be a file of this site under /images/): an image from another site would tell it who reads the post';
const UPLOADED_ADDRESS_MESSAGE =
  'An image under /media/blog/ must be the address the upload gave (copy it again from the upload)';

/**
 * The body's Markdown: every image described (alt text) and from this site, every uploaded image's
 * address whole.
 */
const bodySchema = text(1, MAX_BODY_LENGTH, 'The article needs a body').superRefine(
  (body, context) => {
    for (const image of markdownImages(body)) {
      // A description needs a letter or a digit: spaces, &nbsp; or punctuation describe nothing.
      if (!/[\p{L}\p{N}]/u.test(image.alt)) {
        context.addIssue({ code: 'custom', message: ALT_TEXT_MESSAGE });
        return;
      }
      if (image.src.startsWith(IMAGE_PATH_PREFIX) && !parseUploadedSrc(image.src)) {
        context.addIssue({ code: 'custom', message: UPLOADED_ADDRESS_MESSAGE });
        return;
      }
      if (!isSiteImagePath(image.src)) {
        context.addIssue({ code: 'custom', message: SITE_IMAGE_MESSAGE });
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
        isSiteImagePath,
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

/**
 * Whether the date and clock time as written exist: `Date.parse` moves 30 February to 2 March and
 * takes 24:00, so a typo would schedule another moment than the one the admin meant.
 */
function isCalendarInstant(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const dayExists = date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  const clockValid = hour! <= 23 && minute! <= 59 && second! <= 59;
  const offsetValid = !offset || (Number(offset[2]) <= 14 && Number(offset[3]) <= 59);
  return dayExists && clockValid && offsetValid && Number.isFinite(Date.parse(value));
}

/** When to publish: an ISO 8601 instant with its offset (Z or ±hh:mm), so it names one moment. */
export const scheduleSchema = z.object({
  publishAt: z
    .string({ error: INSTANT_MESSAGE })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/,
      INSTANT_MESSAGE,
    )
    .refine(
      (value) => isCalendarInstant(value) && Date.parse(value) < Date.parse('9999-01-01T00:00:00Z'),
      INSTANT_MESSAGE,
    )
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
