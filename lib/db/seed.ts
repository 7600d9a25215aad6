import 'server-only';
import { eq } from 'drizzle-orm';
import { companyDate } from '@/lib/config/company';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { blogPosts, jobs, settings } from '@/lib/db/schema';
import { seedScheduling } from '@/lib/db/seed-scheduling';
import { defaultValidThrough, jobSlug } from '@/lib/jobs/job-slug';
import { defaultJobs } from '@/content/default-jobs';
import { readSeedPosts } from '@/content/blog-posts';

/** The settings row that records the seed ran, so a deleted default job stays deleted. */
export const SEED_MARKER = 'seed.defaultJobs';

/** The settings row that records the blog's six original posts were stored. */
export const BLOG_SEED_MARKER = 'seed.blogPosts';

/**
 * Seeds what a new database starts with: the default jobs, the original blog posts and the
 * scheduling defaults (meeting types, the sales team member, one routing rule per form).
 */
export async function seedDatabase(db: Executor, now = new Date()): Promise<void> {
  await seedDefaultJobs(db, now);
  await seedBlogPosts(db, now);
  await seedScheduling(db, now);
}

/**
 * Stores the original blog posts (content/blog) the first time only, with their slugs, dates and
 * text, as published: from then on the database holds them and a deleted one stays deleted. A
 * database seeded before the blog moved gets them on its next start (a marker of its own).
 */
async function seedBlogPosts(db: Executor, now: Date): Promise<void> {
  const done = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, BLOG_SEED_MARKER));
  if (done.length > 0) return;
  await db.insert(blogPosts).values(readSeedPosts()).onConflictDoNothing();
  await db
    .insert(settings)
    .values({ key: BLOG_SEED_MARKER, value: now.toISOString() })
    .onConflictDoNothing();
}

/** Inserts the two default job postings the first time only, so a deleted default stays deleted. */
async function seedDefaultJobs(db: Executor, now: Date): Promise<void> {
  const done = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, SEED_MARKER));
  if (done.length > 0) return;
  // The company's calendar day, as for jobs the admin creates: a UTC date would post an evening
  // seed in New York "tomorrow", and on Dec 31 number the defaults in the year that has not begun.
  const today = companyDate(now);
  const year = Number(today.slice(0, 4));
  const prefix = env().REQ_PREFIX;
  const rows = defaultJobs.map((job, index) => {
    const reqNumber = `${prefix}-${year}-${String(index + 1).padStart(3, '0')}`;
    return {
      ...job,
      id: `job-default-${index + 1}`,
      reqNumber,
      slug: jobSlug(job.title, reqNumber),
      datePosted: today,
      validThrough: defaultValidThrough(today),
      remote: /remote/i.test(job.location),
      isActive: true,
    };
  });
  await db.insert(jobs).values(rows).onConflictDoNothing();
  await db.insert(settings).values({ key: SEED_MARKER, value: today }).onConflictDoNothing();
}
