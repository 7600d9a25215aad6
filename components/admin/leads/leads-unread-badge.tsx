'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from '@/components/admin/api';
import { UNREAD_KEY } from '@/components/admin/leads/lead-queries';

// Leads arrive while the dashboard stays open; a minute is soon enough to notice them.
const REFRESH_MS = 60_000;

/**
 * The Leads tab's count of unread leads. The number is shown but hidden from screen readers; the
 * tab names this element (by `id`) as its description, so the tab's name stays "Leads" and the
 * count is read after it.
 */
export function LeadsUnreadBadge({ id }: { id: string }) {
  const unread = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => api<{ unread: number }>('/api/admin/leads/unread'),
    refetchInterval: REFRESH_MS,
  });
  const count = unread.data?.unread ?? 0;
  return (
    <>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="leads-unread-badge"
          className="ml-1.5 rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
        >
          {count}
        </span>
      ) : null}
      <span id={id} hidden>
        {count === 1 ? '1 unread lead' : `${count === 0 ? 'No' : count} unread leads`}
      </span>
    </>
  );
}
