import { FilteredJobCards } from '@/components/careers/filtered-job-cards';
import { LiveJobListings } from '@/components/careers/live-job-listings';
import type { Job } from '@/lib/jobs/job-types';

/** Open positions with the function tabs, reloaded when the visitor comes back to the tab. */
export function JobListings({ jobs }: { jobs: readonly Job[] }) {
  return (
    <LiveJobListings>
      <FilteredJobCards jobs={jobs} />
    </LiveJobListings>
  );
}
