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
 * An empty tab opened during the click itself: browsers that block tabs not opened by a click
 * (Safari) would block one opened once the link arrives. Null when the browser blocked it.
 */
function openBlankTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  // The preview gets no way back to this page through `window.opener`.
  if (tab) tab.opener = null;
  return tab;
}

const openLink = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * Asks the server for a time-limited link that shows a post as visitors would see it, and shows
 * it in a tab opened on the click. The toast carries the link too, as an "Open preview" action,
 * and says so when the browser did not let the tab open.
 */
export function usePreviewLink() {
  const mutation = useMutation({
    mutationFn: async ({ post }: { post: { id: string; title: string }; tab: Window | null }) => {
      const link = await api<unknown>(postPath(post.id, 'preview'), { method: 'POST', body: {} });
      if (!isPreviewLink(link)) throw new Error('The server sent no preview link.');
      return link;
    },
    onSuccess: (link, { post, tab }) => {
      const opened = tab !== null && !tab.closed;
      if (opened) tab.location.href = link.url;
      const until = `its link works until ${formatDateTime(link.expiresAt)}`;
      const action = { label: 'Open preview', onClick: () => openLink(link.url) };
      if (opened)
        toast.success('Preview opened', {
          description: `The preview of ${post.title} is open in a new tab; ${until}.`,
          action,
        });
      else
        toast.success('Preview ready', {
          description: `The browser did not let the preview of ${post.title} open automatically: use Open preview; ${until}.`,
          action,
          // The action is the only way to the link here, so the toast stays until dismissed.
          duration: Infinity,
        });
    },
    onError: (error, { tab }) => {
      tab?.close();
      toast.error('Preview unavailable', {
        description: `The preview link could not be made. ${errorText(error)}`,
      });
    },
  });
  return {
    isPending: mutation.isPending,
    /** Call from the click handler itself, so the browser counts the new tab as the admin's. */
    open: (post: { id: string; title: string }) => mutation.mutate({ post, tab: openBlankTab() }),
  };
}
