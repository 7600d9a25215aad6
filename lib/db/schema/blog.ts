import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A post's life: written as a draft, published now or scheduled for an instant (published by the
 * server when it comes), taken back to a draft (unpublished) or archived. Only `published` posts
 * reach a public response.
 */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    /** The post's address under /blog; unique, and never taken by another post once published. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** CommonMark, rendered on the server without raw HTML. */
    body: text('body').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageSrc: text('image_src').notNull(),
    imageAlt: text('image_alt').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    author: text('author').notNull(),
    status: text('status').$type<BlogStatus>().notNull().default('draft'),
    /** When the post went (or goes, if scheduled) public; UTC. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The date the post shows (the company's calendar day of publishAt, or the seed's date). */
    publishedOn: date('published_on', { mode: 'string' }),
    /** Set the first time the post went public: its address then answers 410, not 404, if it goes. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_status_idx').on(t.status, t.publishAt)],
).enableRLS();

/** What a revision keeps: the editable fields of a post as they were before a save. */
export interface BlogPostSnapshot {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  tags: string[];
  imageSrc: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  author: string;
}

/** Every save keeps the version it replaced, so an editor can look back and restore it. */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<BlogPostSnapshot>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin whose save replaced this version. */
    savedBy: text('saved_by'),
  },
  (t) => [index('blog_post_revisions_post_idx').on(t.postId, t.id)],
).enableRLS();

/**
 * Addresses a public post had before: a renamed post's old slug (postId set) redirects to its
 * current address; a deleted post's slugs (postId null) answer 410. No new post takes one.
 */
export const blogSlugHistory = pgTable('blog_slug_history', {
  slug: text('slug').primaryKey(),
  postId: text('post_id'),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();
