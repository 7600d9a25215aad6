import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { dayLabel } from '@/components/admin/overview/overview-format';
import type { OverviewReport } from '@/lib/admin/overview-types';

/** The chart's numbers as a table: one row per company day (newest first), one column per form. */
export function DailyTable({ report }: { report: OverviewReport }) {
  const caption = `Submissions per day and form, ${report.from} to ${report.to} (${report.timeZone})`;
  return (
    <ScrollTable label={caption}>
      <caption className="mb-2 text-left text-sm text-muted-foreground">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Day</TableHead>
          {report.forms.map((form) => (
            <TableHead key={form.type} scope="col" className="text-right">
              {form.label}
            </TableHead>
          ))}
          <TableHead scope="col" className="text-right">
            Total
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...report.series].reverse().map((entry) => (
          <TableRow key={entry.day} data-day={entry.day}>
            <TableHead scope="row" className="font-normal">
              <time dateTime={entry.day}>{dayLabel(entry.day)}</time>
            </TableHead>
            {report.forms.map((form) => (
              <TableCell key={form.type} className="text-right tabular-nums">
                {entry[form.type]}
              </TableCell>
            ))}
            <TableCell className="text-right font-medium tabular-nums">
              {report.forms.reduce((sum, form) => sum + entry[form.type], 0)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
