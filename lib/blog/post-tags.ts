import 'server-only';
import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '@/lib/db/client';
import { blogPosts } from '@/lib/db/schema';

/**
 * Every tag any post carries (drafts included), once whatever its letter case (spelled as the
 * oldest post has it), in alphabetical order: the editor suggests them so a post reuses a tag.
 */
export async function listTags(db: Executor): Promise<string[]> {
  const rows = await selectRows<{ tag: string }>(
    db,
    sql`select (array_agg(t.tag order by ${blogPosts.createdAt}, ${blogPosts.id}))[1] as tag
        from ${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) as t(tag)
        group by lower(t.tag)
        order by lower(t.tag)`,
  );
  return rows.map((row) => row.tag);
}
