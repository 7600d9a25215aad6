import 'server-only';
import '@/lib/validation/zod-jitless';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { renderBlogBody } from '@/lib/blog/markdown';
import { MAX_BODY_LENGTH } from '@/lib/blog/post-schema';
import { listTags } from '@/lib/blog/post-tags';
import type { BlogRevision } from '@/lib/blog/post-store';
import type { AdminContext } from '@/lib/admin/guard';
import { storableString } from '@/lib/validation/safe-zod';

/**
 * The largest preview request read, in bytes: a body at the length limit, as JSON, fits (most
 * characters are one to three bytes), while a flood is refused (413) before it is parsed.
 */
export const RENDER_REQUEST_LIMIT = 512 * 1024;

const renderSchema = z.object({
  body: storableString('Send the body as text').max(
    MAX_BODY_LENGTH,
    `The body must be at most ${MAX_BODY_LENGTH} characters`,
  ),
});

/** A draft body rendered by the public article's pipeline, for the editor's preview (admin only). */
export function adminRenderBody(_admin: AdminContext, input: unknown): { html: string } {
  const { body } = renderSchema.parse(input);
  return { html: renderBlogBody(body) };
}

/** Every tag in use, for the editor's suggestions and the list's filter (admin only). */
export async function adminListTags(_admin: AdminContext): Promise<string[]> {
  return listTags(getDb());
}

/** A revision with the name of the admin whose save replaced it (null once that account is gone). */
export type AdminBlogRevision = BlogRevision & { savedByName: string | null };

/** Revisions with their savers' usernames, looked up once for the whole list. */
export async function withSaverNames(revisions: BlogRevision[]): Promise<AdminBlogRevision[]> {
  const ids = [...new Set(revisions.flatMap((revision) => revision.savedBy ?? []))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await getDb()
      .select({ id: user.id, username: user.username, name: user.name })
      .from(user)
      .where(inArray(user.id, ids));
    for (const row of rows) names.set(row.id, row.username ?? row.name);
  }
  return revisions.map((revision) => ({
    ...revision,
    savedByName: revision.savedBy ? (names.get(revision.savedBy) ?? null) : null,
  }));
}
