import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { buttonClassName } from '@/components/ui/button';
import { ApplyButton } from '@/components/careers/apply-button';
import { FunctionBadge } from '@/components/careers/function-badge';
import { formatLongDate } from '@/lib/blog/format-date';
import { splitQualifications } from '@/lib/jobs/job-types';
import type { Job } from '@/lib/jobs/job-types';

/**
 * One open position with all its facts (department, location, type, pay) and its Apply Now button, served as HTML; the
 * title leads to the job's own page.
 */
export function JobCard({ job }: { job: Job }) {
  const headingId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm"
      data-testid="job-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            <Link
              href={`/careers/${job.slug}`}
              className="underline-offset-4 hover:text-primary hover:underline"
            >
              {job.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">Req# {job.reqNumber}</p>
        </div>
        <FunctionBadge value={job.function} />
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="map-pin" className="size-4 text-primary" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{job.location}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="banknote" className="size-4 text-primary" />
            <span className="sr-only">Salary range</span>
          </dt>
          <dd>{job.salaryRange}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="calendar" className="size-4 text-primary" />
            <span className="sr-only">Posted</span>
          </dt>
          <dd>
            Posted <time dateTime={job.datePosted}>{formatLongDate(job.datePosted)}</time>
          </dd>
        </div>
      </dl>
      <p className="text-foreground/90">{job.description}</p>
      <div>
        <h4 className="font-semibold">Qualifications</h4>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-foreground/90">
          {splitQualifications(job.qualifications).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <ApplyButton
          job={{ id: job.id, title: job.title, reqNumber: job.reqNumber }}
          className={buttonClassName({})}
        />
      </div>
    </article>
  );
}
