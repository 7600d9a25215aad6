import { JobCard } from '@/components/careers/job-card';
import { JobFilter } from '@/components/careers/job-filter';
import type { Job } from '@/lib/jobs/job-types';

/** Open positions with the function tabs: cards rendered here, the tabs only filter them. */
export function JobListings({ jobs }: { jobs: readonly Job[] }) {
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
