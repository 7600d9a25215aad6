'use server';

import { FilteredJobCards } from '@/components/careers/filtered-job-cards';
import { getActiveJobs } from '@/lib/jobs/active-jobs';

/** The open positions as they are now, rendered on the server (read from the tagged jobs cache). */
export async function refreshJobListings(): Promise<React.ReactNode> {
  return <FilteredJobCards jobs={await getActiveJobs()} />;
}
