'use client';

import { ExternalLinkIcon, EyeIcon, PencilIcon } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/components/admin/format';
import { ScrollTable } from '@/components/admin/scroll-table';
import { PostStatusBadge } from '@/components/admin/blog/post-status';
import type { AdminBlogPostView } from '@/lib/admin/blog';

/** The posts: title and address, status, tags, last change, and each post's actions. */
export function PostTable({
  posts,
  onEdit,
  onPreview,
}: {
  posts: AdminBlogPostView[];
  onEdit: (post: AdminBlogPostView) => void;
  onPreview: (post: AdminBlogPostView) => void;
}) {
  return (
    <ScrollTable label="Blog posts">
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Tags</TableHead>
          <TableHead>Last change</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {posts.map((post) => (
          <TableRow key={post.id}>
            <TableCell className="min-w-40">
              <span className="font-medium">{post.title}</span>
              <span className="block font-mono text-xs text-muted-foreground">/{post.slug}</span>
            </TableCell>
            <TableCell>
              <PostStatusBadge post={post} />
            </TableCell>
            <TableCell className="text-muted-foreground">{post.tags.join(', ')}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(post.updatedAt)}</TableCell>
            <TableCell>
              <div className="grid grid-cols-2 gap-1 sm:flex">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${post.title}`}
                  onClick={() => onEdit(post)}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Preview ${post.title} (opens in a new tab)`}
                  onClick={() => onPreview(post)}
                >
                  <EyeIcon aria-hidden="true" />
                </Button>
                {post.status === 'published' ? (
                  <a
                    href={post.pageUrl}
                    target="_blank"
                    rel="noopener"
                    className={buttonClassName({ variant: 'ghost', size: 'icon' })}
                    aria-label={`View page: ${post.title} (opens in a new tab)`}
                  >
                    <ExternalLinkIcon aria-hidden="true" />
                  </a>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
