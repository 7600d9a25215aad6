import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { percentText, totalText } from '@/components/admin/overview/overview-format';
import type { OverviewReport } from '@/lib/admin/overview-types';

/** The period's submissions overall and per form against the previous period, and spam caught. */
export function FormTotals({ report }: { report: OverviewReport }) {
  const labels = new Map(report.forms.map((form) => [form.type, form.label]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Submissions</CardTitle>
        <CardDescription>
          {report.from} to {report.to}, compared with the {report.days} days before.
        </CardDescription>
      </CardHeader>
      <CardContent className="gap-4">
        <p className="text-lg font-semibold">{totalText(report.totals.overall, report.days)}</p>
        <ScrollTable label="Submissions per form">
          <caption className="sr-only">Submissions per form</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="whitespace-normal">
                Form
              </TableHead>
              <TableHead scope="col" className="text-right whitespace-normal">
                Submissions
              </TableHead>
              <TableHead scope="col" className="text-right whitespace-normal">
                Previous {report.days} days
              </TableHead>
              <TableHead scope="col" className="text-right whitespace-normal">
                Change
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.totals.perForm.map((row) => (
              <TableRow key={row.type}>
                <TableHead scope="row" className="font-normal whitespace-normal">
                  {labels.get(row.type) ?? row.type}
                </TableHead>
                <TableCell className="text-right tabular-nums">{row.current}</TableCell>
                <TableCell className="text-right tabular-nums">{row.previous}</TableCell>
                <TableCell className="text-right">
                  {row.changePercent === null ? '–' : percentText(row.changePercent)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
        <p className="text-sm">
          <span className="font-semibold tabular-nums">{report.spamCaught}</span> spam{' '}
          {report.spamCaught === 1 ? 'submission' : 'submissions'} caught (not counted above).
        </p>
        <p className="text-sm">
          <span className="font-semibold tabular-nums">{report.meetingsBooked.current}</span>{' '}
          {report.meetingsBooked.current === 1 ? 'meeting' : 'meetings'} booked (
          {report.meetingsBooked.previous} in the previous {report.days} days
          {report.meetingsBooked.changePercent === null
            ? ''
            : `, ${percentText(report.meetingsBooked.changePercent)}`}
          ).
        </p>
      </CardContent>
    </Card>
  );
}
