import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { RankedValue } from '@/lib/admin/overview-types';

/** A top-five table (a page or a campaign, and its submissions), or a note when there is none. */
export function RankedList({
  caption,
  column,
  rows,
  empty,
}: {
  caption: string;
  column: string;
  rows: RankedValue[];
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col gap-2 self-start">
        <h4 className="text-sm font-semibold">{caption}</h4>
        <p className="text-sm text-muted-foreground">{empty}</p>
      </div>
    );
  }
  return (
    // Top-aligned in its grid cell: a list shorter than its neighbour keeps rows of their own
    // height instead of being stretched to the neighbour's.
    <table className="w-full table-fixed self-start text-sm">
      <caption className="mb-2 text-left text-sm font-semibold">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{column}</TableHead>
          <TableHead scope="col" className="w-28 text-right">
            Submissions
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.value}>
            <TableCell className="truncate font-mono" title={row.value}>
              {row.value}
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </table>
  );
}
