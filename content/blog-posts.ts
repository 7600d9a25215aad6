import 'server-only';
import '@/lib/validation/zod-jitless';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { siteConfig } from '@/lib/config/site';
import type { blogPosts } from '@/lib/db/schema/blog';

const POSTS_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'content', 'blog');

// YAML reads an unquoted 2026-11-10 as a Date; both spellings mean the same day.
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
);

const frontmatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(5),
  date: isoDate,
  excerpt: z.string().min(20),
  image: z.string().regex(/^\/images\/blog\/[\w-]+\.(svg|png|jpg|webp)$/),
  imageAlt: z.string().min(5),
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  tags: z.array(z.string().min(2)).min(1),
});

/** A seed post as the blog_posts table stores it (published on its front-matter date). */
export type SeedPost = typeof blogPosts.$inferInsert & {
  slug: string;
  publishedOn: string;
  tags: string[];
};

function readPost(fileName: string): SeedPost {
  const file = path.join(POSTS_DIR, fileName);
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid frontmatter in content/blog/${fileName}: ${parsed.error.message}`);
  }
  const meta = parsed.data;
  if (`${meta.slug}.md` !== fileName) {
    throw new Error(`content/blog/${fileName}: the slug must match the file name`);
  }
  const publishAt = new Date(`${meta.date}T00:00:00Z`);
  return {
    id: `post-seed-${meta.slug}`,
    slug: meta.slug,
    title: meta.title,
    excerpt: meta.excerpt,
    body: content.trim(),
    tags: meta.tags,
    imageSrc: meta.image,
    imageAlt: meta.imageAlt,
    imageWidth: meta.imageWidth,
    imageHeight: meta.imageHeight,
    // Every post carries the staff byline: the posts speak for the company, not a person.
    author: `${siteConfig().name} Team`,
    status: 'published',
    publishAt,
    publishedOn: meta.date,
    firstPublishedAt: publishAt,
    createdAt: publishAt,
    updatedAt: publishAt,
  };
}

/**
 * The six original posts, newest first, from `content/blog/*.md`: the seed of a new database.
 * After the seed the database holds the posts, and the admin edits them there.
 */
export function readSeedPosts(): SeedPost[] {
  return readdirSync(POSTS_DIR)
    .filter((name) => name.endsWith('.md'))
    .map(readPost)
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}
