import 'server-only';
import { eq } from 'drizzle-orm';
import { companyDate } from '@/lib/config/company';
import type { Executor } from '@/lib/db/client';
import { blogPosts, type BlogStatus } from '@/lib/db/schema';
import { toPublicPost } from '@/lib/blog/posts';
import type { BlogPost } from '@/lib/blog/post-types';
import { previewPath } from '@/lib/blog/preview-path';
import {
  PREVIEW_LINK_MAX_AGE_MS,
  signPreviewToken,
  verifyPreviewToken,
} from '@/lib/blog/preview-token';
import { getBlogPreviewKey } from '@/lib/settings/stored-secrets';

/** A new preview link: the page's path and when it stops working. */
export interface PreviewLink {
  path: `/${string}`;
  expiresAt: Date;
}

/** Signs a link to a post's preview page that works for 24 hours (the post must exist). */
export async function createPreviewLink(
  db: Executor,
  postId: string,
  now: Date = new Date(),
): Promise<PreviewLink> {
  // Whole seconds, as the token carries them, and never past the cap.
  const expiresAt = new Date(Math.floor((now.getTime() + PREVIEW_LINK_MAX_AGE_MS) / 1000) * 1000);
  const token = signPreviewToken(await getBlogPreviewKey(db), postId, expiresAt, now);
  return { path: previewPath(token), expiresAt };
}

/** What a preview address shows: the post as it is saved now, or why there is nothing to show. */
export type PreviewLookup =
  | {
      kind: 'post';
      post: BlogPost;
      status: BlogStatus;
      publishAt: Date | null;
      expiresAt: Date;
    }
  /** Not a token this site signed, or one that has expired. */
  | { kind: 'invalid'; expired: boolean }
  /** A valid token for a post that has since been deleted. */
  | { kind: 'missing' };

/**
 * The post a preview token names, in whatever status it is, with its current content. A post
 * that has no date yet is shown with the one publishing it now would give it.
 */
export async function findPreview(
  db: Executor,
  token: string,
  now: Date = new Date(),
): Promise<PreviewLookup> {
  const check = verifyPreviewToken(await getBlogPreviewKey(db), token, now);
  if (!check.ok) return { kind: 'invalid', expired: check.reason === 'expired' };
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, check.postId));
  if (!row) return { kind: 'missing' };
  const post = toPublicPost(row);
  return {
    kind: 'post',
    post: { ...post, date: row.publishedOn ?? companyDate(row.publishAt ?? now) },
    status: row.status,
    publishAt: row.publishAt,
    expiresAt: check.expiresAt,
  };
}
