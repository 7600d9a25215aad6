'use client';

import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { usePost } from '@/components/admin/blog/blog-queries';
import { PostForm } from '@/components/admin/blog/post-form';
import { PostStatusBadge } from '@/components/admin/blog/post-status';

/**
 * A post open for writing (or a new one when `id` is null). The heading takes focus when it opens,
 * so a screen reader and the keyboard start at the editor.
 */
export function PostEditor({ id: opened, onClose }: { id: string | null; onClose: () => void }) {
  // A new post has an id once it is first saved; the editor stays open on it.
  const [id, setId] = useState(opened);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const post = usePost(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const loaded = id === null ? null : post.data;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle ref={heading} tabIndex={-1} className="outline-none">
            {opened === null ? 'New post' : 'Edit post'}
          </CardTitle>
          <CardDescription>
            {loaded ? (
              <>
                <PostStatusBadge post={loaded} />{' '}
                <span className="font-mono">/blog/{loaded.slug}</span>
              </>
            ) : (
              'Saved as a draft first: nothing is public until you publish or schedule it.'
            )}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => (dirty ? setLeaving(true) : onClose())}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to posts
        </Button>
      </CardHeader>
      <CardContent>
        {opened !== null && post.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the post...</p>
        ) : opened !== null && post.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The post could not be loaded. {post.error.message}
          </p>
        ) : (
          <PostForm
            initial={loaded ?? null}
            onCreated={setId}
            onDeleted={onClose}
            onDirtyChange={setDirty}
            fallbackFocus={() => heading.current}
          />
        )}
      </CardContent>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Discard unsaved changes?"
        description="The changes made since the last save are lost if you go back to the list."
        confirmLabel="Discard changes"
        onConfirm={onClose}
      />
    </Card>
  );
}
