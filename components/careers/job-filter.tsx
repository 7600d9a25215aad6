'use client';

import { useState } from 'react';
import { PlainTabs } from '@/components/site/plain-tabs';
import type { JobFunction } from '@/lib/jobs/job-types';
import { JOB_FUNCTION_OPTIONS } from '@/lib/jobs/job-functions';

const TABS = [{ value: 'all', label: 'All' }, ...JOB_FUNCTION_OPTIONS] as const;
type TabValue = (typeof TABS)[number]['value'];

interface FilterableJob {
  id: string;
  function: JobFunction;
  /** The job's card, rendered on the server. */
  card: React.ReactNode;
}

/** The function tabs over the served job cards; an empty tab says so in two sentences. */
export function JobFilter({ jobs }: { jobs: readonly FilterableJob[] }) {
  const [tab, setTab] = useState<TabValue>('all');
  const shown = tab === 'all' ? jobs : jobs.filter((job) => job.function === tab);
  return (
    <PlainTabs
      label="Filter positions by function"
      tabs={TABS}
      value={tab}
      onValueChange={setTab}
      className="flex flex-col gap-8"
      listClassName="mx-auto"
    >
      {shown.length === 0 ? (
        <div className="mx-auto max-w-xl rounded-xl border border-dashed p-10 text-center">
          <p className="font-semibold">No open positions in this category at the moment.</p>
          <p className="mt-2 text-muted-foreground">
            Please check back later or try another category.
          </p>
        </div>
      ) : (
        <ul className="mx-auto grid max-w-4xl gap-6">
          {shown.map((job) => (
            <li key={job.id}>{job.card}</li>
          ))}
        </ul>
      )}
    </PlainTabs>
  );
}
