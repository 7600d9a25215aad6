'use client';

import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorText } from '@/components/admin/api';
import { formatDateTime } from '@/components/admin/format';
import { postPath } from '@/components/admin/blog/blog-queries';

interface PreviewLink {
  url: string;
  expiresAt: string;
}

function isPreviewLink(value: unknown): value is PreviewLink {
  const link = value as Partial<PreviewLink> | null;
  return typeof link?.url === 'string' && typeof link.expiresAt === 'string';
}

/**
 * Asks the server for a time-limited link that shows a post as visitors would see it, and opens it
 * in a new tab (with no way back to this page through `window.opener`).
 */
export function usePreviewLink() {
  return useMutation({
    mutationFn: async (post: { id: string; title: string }) => {
      const link = await api<unknown>(postPath(post.id, 'preview'), { method: 'POST', body: {} });
      if (!isPreviewLink(link)) throw new Error('The server sent no preview link.');
      return link;
    },
    onSuccess: (link, post) => {
      window.open(link.url, '_blank', 'noopener');
      toast.success('Preview opened', {
        description: `The preview of ${post.title} opens in a new tab; its link works until ${formatDateTime(link.expiresAt)}.`,
      });
    },
    onError: (error) =>
      toast.error('Preview unavailable', {
        description: `The preview link could not be made. ${errorText(error)}`,
      }),
  });
}
