import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/db/client';
import { blogImages, blogImageVariants } from '@/lib/db/schema';
import type { ProcessedImage } from '@/lib/blog/image-process';
import { parseUploadedSrc, type ServedFormat, type UploadedImage } from '@/lib/blog/image-url';
import { markdownImages } from '@/lib/blog/markdown-images';

/**
 * Stores an image and its variants in one transaction. The same bytes uploaded again have the same
 * id and are stored once; `created` says whether this upload added them.
 */
export async function saveImage(
  db: Database,
  processed: ProcessedImage,
  alt: string,
): Promise<{ created: boolean }> {
  const { image } = processed;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(blogImages)
      .values({
        id: image.hash,
        width: image.width,
        height: image.height,
        format: processed.format,
        alt,
        data: processed.original,
      })
      .onConflictDoNothing()
      .returning({ id: blogImages.id });
    if (inserted.length === 0) return { created: false };
    await tx
      .insert(blogImageVariants)
      .values(processed.variants.map((variant) => ({ imageId: image.hash, ...variant })));
    return { created: true };
  });
}

/** The bytes of one served file, or undefined when no stored image has it. */
export async function findVariant(
  db: Executor,
  image: UploadedImage,
  width: number,
  format: ServedFormat,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: blogImageVariants.data })
    .from(blogImageVariants)
    .innerJoin(blogImages, eq(blogImages.id, blogImageVariants.imageId))
    .where(
      and(
        eq(blogImageVariants.imageId, image.hash),
        eq(blogImageVariants.width, width),
        eq(blogImageVariants.format, format),
        // The size in the address must be the image's own: one address per file.
        eq(blogImages.width, image.width),
        eq(blogImages.height, image.height),
      ),
    )
    .limit(1);
  return row?.data;
}

/** Which of these images are stored (by hash), for checking a post's references. */
export async function storedImageIds(db: Executor, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ id: blogImages.id })
    .from(blogImages)
    .where(inArray(blogImages.id, hashes));
  return new Set(rows.map((row) => row.id));
}

/**
 * The uploaded images a post's cover and body name that are not stored (an address typed or
 * pasted by hand): empty when every one was uploaded here.
 */
export async function missingUploadedImages(
  db: Executor,
  post: { imageSrc: string; body: string },
): Promise<string[]> {
  const sources = [post.imageSrc, ...markdownImages(post.body).map((image) => image.src)];
  const uploaded = sources.flatMap((src) => {
    const image = parseUploadedSrc(src);
    return image ? [{ src, hash: image.hash }] : [];
  });
  const stored = await storedImageIds(db, [...new Set(uploaded.map((image) => image.hash))]);
  return uploaded.filter((image) => !stored.has(image.hash)).map((image) => image.src);
}
