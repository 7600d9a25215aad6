'use client';

import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  usePosts,
  useTags,
  type PostFilters as Filters,
} from '@/components/admin/blog/blog-queries';
import { PostEditor } from '@/components/admin/blog/post-editor';
import { PostFilters } from '@/components/admin/blog/post-filters';
import { PostTable } from '@/components/admin/blog/post-table';
import { usePreviewLink } from '@/components/admin/blog/use-preview-link';
import { useSettled } from '@/components/admin/blog/use-settled';

/** Blog: the posts with their status, filters, and the editor for a new or existing post. */
export function BlogTab() {
  const [filters, setFilters] = useState<Filters>({ status: '', q: '', tag: '' });
  // Each opening of the editor gets a fresh one; a new post keeps its editor once it is saved.
  const [editor, setEditor] = useState<{ id: string | null; session: number } | null>(null);
  // The search runs once typing pauses, not on every key.
  const posts = usePosts(useSettled(filters, 300));
  const tags = useTags();
  const preview = usePreviewLink();
  const open = (id: string | null) => setEditor({ id, session: Date.now() });

  if (editor) {
    return <PostEditor key={editor.session} id={editor.id} onClose={() => setEditor(null)} />;
  }
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Blog Posts</CardTitle>
          <CardDescription>
            Drafts and scheduled posts are visible here only; published posts are on the blog.
          </CardDescription>
        </div>
        <Button onClick={() => open(null)}>
          <PlusIcon aria-hidden="true" />
          New Post
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PostFilters value={filters} tags={tags.data ?? []} onChange={setFilters} />
        {posts.isPending ? (
          <p className="text-sm text-muted-foreground">Loading posts...</p>
        ) : posts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The posts could not be loaded. {posts.error.message}
          </p>
        ) : posts.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No posts match these filters.</p>
        ) : (
          <PostTable
            posts={posts.data}
            onEdit={(post) => open(post.id)}
            onPreview={(post) => preview.open(post)}
          />
        )}
      </CardContent>
    </Card>
  );
}
