import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/** What an uploaded image is served as: AVIF and WebP at every width, JPEG for the fallback. */
export const BLOG_IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type BlogImageFormat = (typeof BLOG_IMAGE_FORMATS)[number];

/**
 * An image uploaded for the blog, kept in the database so every instance serves it and a database
 * backup holds it. The id is a hash of the uploaded bytes: its addresses never change meaning, so
 * they are cached for good. `data` is the upload as stored: turned upright, its metadata (EXIF,
 * GPS, XMP) removed, in its own format; the variants are made from it once, at upload.
 */
export const blogImages = pgTable('blog_images', {
  id: text('id').primaryKey(),
  /** Upright size in pixels (after the EXIF orientation was applied). */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The upload's format as its bytes showed it: jpeg, png or webp. */
  format: text('format').notNull(),
  /** The alt text given at upload, offered again when the image is chosen (may be empty). */
  alt: text('alt').notNull().default(''),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/** The encoded files a public address serves: one per image, width and format. */
export const blogImageVariants = pgTable(
  'blog_image_variants',
  {
    imageId: text('image_id')
      .notNull()
      .references(() => blogImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').$type<BlogImageFormat>().notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
).enableRLS();
