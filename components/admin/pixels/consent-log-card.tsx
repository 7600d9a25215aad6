'use client';

import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/components/admin/api';
import { ScrollTable } from '@/components/admin/scroll-table';
import type { ConsentAction } from '@/lib/consent/contract';
import type { ConsentDay } from '@/lib/consent/consent-log';

const COLUMNS: { action: ConsentAction; label: string }[] = [
  { action: 'accept-all', label: 'Accept all' },
  { action: 'reject-all', label: 'Reject all' },
  { action: 'custom', label: 'Custom' },
  { action: 'gpc', label: 'GPC' },
];

const total = (day: ConsentDay) => COLUMNS.reduce((sum, { action }) => sum + day[action], 0);

/** Consent decisions per day over the last 30 days, and the full log as CSV. */
export function ConsentLogCard() {
  const log = useQuery({
    queryKey: ['consent-log'],
    queryFn: () => api<ConsentDay[]>('/api/admin/consent/log'),
  });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Consent Log</CardTitle>
          <CardDescription>
            Decisions visitors made in the banner, per day (UTC) over the last 30 days. The export
            holds every recorded decision: random consent id, choices, the site&apos;s consent mode
            at the time, the Global Privacy Control signal as the visitor&apos;s browser reported
            it, policy version and browser family; never an IP address.
          </CardDescription>
        </div>
        <Button asChild variant="outline">
          <a href="/api/admin/consent/export" download>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <p className="text-sm text-muted-foreground">Loading consent log...</p>
        ) : log.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The consent log could not be loaded. {log.error.message}
          </p>
        ) : (
          <ScrollTable label="Consent decisions per day">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Day</TableHead>
                {COLUMNS.map(({ action, label }) => (
                  <TableHead key={action} scope="col" className="text-right">
                    {label}
                  </TableHead>
                ))}
                <TableHead scope="col" className="text-right">
                  Total
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.map((day) => (
                <TableRow key={day.day}>
                  <TableHead scope="row" className="font-medium">
                    <time dateTime={day.day}>{day.day}</time>
                  </TableHead>
                  {COLUMNS.map(({ action }) => (
                    <TableCell key={action} className="text-right tabular-nums">
                      {day[action]}
                    </TableCell>
                  ))}
                  <TableCell className="text-right tabular-nums">{total(day)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}
