import { Icon } from '@/components/ui/icon';
import { FunctionBadge } from '@/components/careers/function-badge';
import { formatLongDate } from '@/lib/blog/format-date';
import { employmentTypeLabel } from '@/lib/jobs/employment-types';
import type { Job } from '@/lib/jobs/job-types';
import type { IconName } from '@/lib/icons/icon-glyphs';

function Fact({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon name={icon} className="size-4 text-primary" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A job page's facts under its title: number, function, place, pay, type and dates. */
export function JobFacts({ job }: { job: Job }) {
  return (
    <div className="flex flex-col gap-4 text-base">
      <div className="flex flex-wrap items-center gap-3">
        <FunctionBadge value={job.function} />
        {job.remote ? (
          <span className="rounded-full border px-2.5 py-0.5 text-xs font-semibold text-foreground">
            Remote
          </span>
        ) : null}
      </div>
      <dl className="grid gap-2 text-foreground sm:grid-cols-2">
        <Fact icon="hash" label="Requisition number">
          Req# {job.reqNumber}
        </Fact>
        <Fact icon="map-pin" label="Location">
          {job.location}
        </Fact>
        <Fact icon="banknote" label="Salary range">
          {job.salaryRange}
        </Fact>
        <Fact icon="briefcase" label="Employment type">
          {employmentTypeLabel(job.employmentType)}
        </Fact>
        <Fact icon="calendar" label="Posted">
          Posted <time dateTime={job.datePosted}>{formatLongDate(job.datePosted)}</time>
        </Fact>
        <Fact icon="calendar-clock" label="Closing date">
          Apply by <time dateTime={job.validThrough}>{formatLongDate(job.validThrough)}</time>
        </Fact>
      </dl>
    </div>
  );
}
