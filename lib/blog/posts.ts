import 'server-only';
import '@/lib/validation/zod-jitless';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { siteConfig } from '@/lib/config/site';
import type { BlogPost, BlogPostSummary } from '@/lib/blog/post-types';

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

function readPost(fileName: string): BlogPost {
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
  return {
    slug: meta.slug,
    title: meta.title,
    date: meta.date,
    // Every post carries the staff byline: the posts speak for the company, not a person.
    author: `${siteConfig().name} Team`,
    excerpt: meta.excerpt,
    image: {
      src: meta.image,
      width: meta.imageWidth,
      height: meta.imageHeight,
      alt: meta.imageAlt,
    },
    tags: meta.tags,
    content: content.trim(),
  };
}

let cachedPosts: BlogPost[] | undefined;

/** Every post, newest first. Read once per process from `content/blog/*.md`. */
export function getAllPosts(): BlogPost[] {
  cachedPosts ??= readdirSync(POSTS_DIR)
    .filter((name) => name.endsWith('.md'))
    .map(readPost)
    .sort((a, b) => b.date.localeCompare(a.date));
  return cachedPosts;
}

/** The post with this slug, or undefined. */
export function getPost(slug: string): BlogPost | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}

/** A post without its body, for lists and client components. */
export function toSummary({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}
