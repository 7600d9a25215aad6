import { useQuery } from '@tanstack/react-query';
import { api } from '@/components/admin/api';
import type { AdminBlogPostView } from '@/lib/admin/blog';
import type { AdminBlogRevision } from '@/lib/admin/blog-editor';

/** Every query of the Blog tab starts with this key, so one invalidation refreshes them all. */
export const BLOG_KEY = ['blog'] as const;

export interface PostFilters {
  status: string;
  q: string;
  tag: string;
}

export const postPath = (id: string, action = '') =>
  `/api/admin/blog/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** The posts matching the list's filters. */
export function usePosts(filters: PostFilters) {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value.trim() !== ''),
  ).toString();
  return useQuery({
    queryKey: [...BLOG_KEY, 'posts', query],
    queryFn: () => api<AdminBlogPostView[]>(`/api/admin/blog${query ? `?${query}` : ''}`),
    placeholderData: (previous) => previous,
  });
}

/** One post with every field. */
export function usePost(id: string | null) {
  return useQuery({
    queryKey: [...BLOG_KEY, 'post', id],
    queryFn: () => api<AdminBlogPostView>(postPath(id ?? '')),
    enabled: id !== null,
  });
}

/** Every tag in use, for suggestions and the filter. */
export function useTags() {
  return useQuery({
    queryKey: [...BLOG_KEY, 'tags'],
    queryFn: () => api<string[]>('/api/admin/blog/tags'),
  });
}

/** A post's earlier versions, newest first. */
export function useRevisions(id: string) {
  return useQuery({
    queryKey: [...BLOG_KEY, 'revisions', id],
    queryFn: () => api<AdminBlogRevision[]>(postPath(id, 'revisions')),
  });
}
