import { JobCard } from '@/components/careers/job-card';
import { JobFilter } from '@/components/careers/job-filter';
import type { Job } from '@/lib/jobs/job-types';

/** The job cards under the function tabs: cards rendered on the server, the tabs only filter them. */
export function FilteredJobCards({ jobs }: { jobs: readonly Job[] }) {
  return (
    <JobFilter
      jobs={jobs.map((job) => ({
        id: job.id,
        function: job.function,
        card: <JobCard job={job} />,
      }))}
    />
  );
}
