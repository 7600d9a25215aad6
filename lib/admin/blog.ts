import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { writeAudit } from '@/lib/audit/audit-log';
import {
  createPost,
  deletePost,
  getPostById,
  listPosts,
  listRevisions,
  POST_NOT_FOUND,
  publishPost,
  REVISION_NOT_FOUND,
  restoreRevision,
  schedulePost,
  updatePost,
  withdrawPost,
  type AdminBlogPost,
} from '@/lib/blog/post-store';
import { blogPostInputSchema, listQuerySchema, scheduleSchema } from '@/lib/blog/post-schema';
import { createPreviewLink } from '@/lib/blog/preview-links';
import { publicPageHref } from '@/lib/config/site';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { withSaverNames, type AdminBlogRevision } from '@/lib/admin/blog-editor';
import { HttpError } from '@/lib/http/errors';
import { isStorableText } from '@/lib/validation/safe-text';
import { missingUploadedImages } from '@/lib/blog/image-store';

/** A post with its address on the public site (the admin may be on an origin of its own). */
export type AdminBlogPostView = AdminBlogPost & { pageUrl: string };

/** A path id the database could not even compare (U+0000, over-long) names no post. */
function postId(id: string): string {
  if (!isStorableText(id) || id.length > 100) throw new HttpError('not_found', POST_NOT_FOUND);
  return id;
}

function withPageUrl(post: AdminBlogPost): AdminBlogPostView {
  return { ...post, pageUrl: publicPageHref(`/blog/${post.slug}`) };
}

const auditDetails = (post: AdminBlogPost) => ({
  slug: post.slug,
  title: post.title,
  status: post.status,
  publishAt: post.publishAt,
});

async function audit(admin: AdminContext, action: string, post: AdminBlogPost, extra = {}) {
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action,
    target: post.id,
    details: { ...auditDetails(post), ...extra },
  });
}

/** Posts of every status, filtered by status, search text and tag (admin only). */
export async function adminListPosts(
  _admin: AdminContext,
  query: URLSearchParams,
): Promise<AdminBlogPostView[]> {
  const filter = listQuerySchema.parse({
    status: query.get('status') || undefined,
    q: query.get('q') || undefined,
    tag: query.get('tag') || undefined,
  });
  return (await listPosts(getDb(), filter)).map(withPageUrl);
}

/** One post with every field (admin only). */
export async function adminGetPost(_admin: AdminContext, id: string): Promise<AdminBlogPostView> {
  return withPageUrl(await getPostById(getDb(), postId(id)));
}

const NOT_UPLOADED = 'This image is not among the uploaded images: upload it again';

/** The post's fields, checked, with every uploaded image it names stored here (else 422). */
async function checkedPostInput(input: unknown) {
  const values = blogPostInputSchema.parse(input);
  const missing = await missingUploadedImages(getDb(), values);
  if (missing.length > 0) {
    const fields = {
      ...(missing.includes(values.imageSrc) ? { imageSrc: NOT_UPLOADED } : {}),
      ...(missing.some((src) => src !== values.imageSrc) ? { body: NOT_UPLOADED } : {}),
    };
    throw new HttpError('invalid_fields', 'Please correct the highlighted fields.', { fields });
  }
  return values;
}

/** Creates a draft (admin only). */
export async function adminCreatePost(
  admin: AdminContext,
  input: unknown,
): Promise<AdminBlogPostView> {
  const post = await createPost(getDb(), await checkedPostInput(input));
  await audit(admin, 'blog.create', post);
  return withPageUrl(post);
}

/** Saves a post's fields; the replaced version is kept as a revision (admin only). */
export async function adminUpdatePost(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminBlogPostView> {
  const values = await checkedPostInput(input);
  const post = await updatePost(getDb(), postId(id), values, admin.actor.id);
  await audit(admin, 'blog.update', post);
  return withPageUrl(post);
}

/** Publishes a post now (admin only). */
export async function adminPublishPost(
  admin: AdminContext,
  id: string,
): Promise<AdminBlogPostView> {
  const post = await publishPost(getDb(), postId(id));
  await audit(admin, 'blog.publish', post);
  return withPageUrl(post);
}

/** Schedules a post for a UTC instant in the future (admin only). */
export async function adminSchedulePost(
  admin: AdminContext,
  id: string,
  input: unknown,
): Promise<AdminBlogPostView> {
  const { publishAt } = scheduleSchema.parse(input);
  const post = await schedulePost(getDb(), postId(id), publishAt);
  await audit(admin, 'blog.schedule', post);
  return withPageUrl(post);
}

/** Takes a post back to a draft, or archives it (admin only). */
export async function adminWithdrawPost(
  admin: AdminContext,
  id: string,
  status: 'draft' | 'archived',
): Promise<AdminBlogPostView> {
  const post = await withdrawPost(getDb(), postId(id), status);
  await audit(admin, status === 'draft' ? 'blog.unpublish' : 'blog.archive', post);
  return withPageUrl(post);
}

/** A signed preview link: its address (on the public site) and when it expires (ISO). */
export interface AdminPreviewLink {
  url: string;
  expiresAt: string;
}

/**
 * Makes a link to a post's preview page, which shows its current content in any status for 24
 * hours to whoever has the link; audited without the link itself (admin only).
 */
export async function adminCreatePreviewLink(
  admin: AdminContext,
  id: string,
): Promise<AdminPreviewLink> {
  const post = await getPostById(getDb(), postId(id));
  const link = await createPreviewLink(getDb(), post.id);
  const expiresAt = link.expiresAt.toISOString();
  await audit(admin, 'blog.preview-link', post, { expiresAt });
  return { url: publicPageHref(link.path), expiresAt };
}

/** Deletes a post; a post that was public leaves its addresses answering 410 (admin only). */
export async function adminDeletePost(admin: AdminContext, id: string): Promise<void> {
  const post = await deletePost(getDb(), postId(id));
  await audit(admin, 'blog.delete', post);
}

/** A post's earlier versions, newest first, each with who saved over it (admin only). */
export async function adminListRevisions(
  _admin: AdminContext,
  id: string,
): Promise<AdminBlogRevision[]> {
  return withSaverNames(await listRevisions(getDb(), postId(id)));
}

const revisionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Brings an earlier version back, keeping the current one as a revision (admin only). */
export async function adminRestoreRevision(
  admin: AdminContext,
  id: string,
  revisionId: string,
): Promise<AdminBlogPostView> {
  const parsed = revisionIdSchema.safeParse(revisionId);
  if (!parsed.success) throw new HttpError('not_found', REVISION_NOT_FOUND);
  const post = await restoreRevision(getDb(), postId(id), parsed.data, admin.actor.id);
  await audit(admin, 'blog.restore-revision', post, { revisionId: parsed.data });
  return withPageUrl(post);
}
