'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { api } from '@/components/admin/api';
import { formatDateTime } from '@/components/admin/format';
import type { AuditEntryView } from '@/lib/admin/audit-view';

const PAGE = 100;

function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

/** Audit Log: who changed what and when, newest first (sign-ins and failures included). */
export function AuditTab() {
  const log = useInfiniteQuery({
    queryKey: ['audit'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api<AuditEntryView[]>(
        `/api/admin/audit?limit=${PAGE}${pageParam ? `&beforeId=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.id : undefined),
  });
  const rows = log.data?.pages.flat() ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Audit Log</CardTitle>
          <CardDescription>
            Every admin change and sign-in attempt. Secrets are never logged.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => log.refetch()} disabled={log.isFetching}>
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the audit log...</p>
        ) : log.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The audit log could not be loaded. {log.error.message}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No entries yet.</p>
        ) : (
          <ScrollTable label="Audit log">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Target</TableHead>
                <TableHead>Details</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(row.at)}</TableCell>
                  <TableCell>{row.actor ?? '—'}</TableCell>
                  <TableCell className="font-mono text-xs">{row.action}</TableCell>
                  <TableCell className="max-w-48 truncate" title={row.target ?? undefined}>
                    {row.target ?? ''}
                  </TableCell>
                  <TableCell className="text-xs text-muted-foreground">
                    {detailsText(row.details)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
        {log.hasNextPage ? (
          <Button
            variant="outline"
            className="self-start"
            disabled={log.isFetchingNextPage}
            onClick={() => log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
