'use client';

import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { JobCard } from '@/components/careers/job-card';
import { JOB_FUNCTION_OPTIONS } from '@/lib/jobs/job-functions';
import type { Job } from '@/lib/jobs/job-types';

const TABS = [{ value: 'all', label: 'All' }, ...JOB_FUNCTION_OPTIONS] as const;
type TabValue = (typeof TABS)[number]['value'];

/** Open positions with the function tabs; an empty tab shows the spec's two sentences. */
export function JobListings({
  jobs,
  onApply,
}: {
  jobs: readonly Job[];
  onApply: (job: Job) => void;
}) {
  const [tab, setTab] = useState<TabValue>('all');
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)} className="gap-8">
      <TabsList aria-label="Filter positions by function" className="mx-auto">
        {TABS.map((option) => (
          <TabsTrigger key={option.value} value={option.value}>
            {option.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((option) => {
        const shown =
          option.value === 'all' ? jobs : jobs.filter((job) => job.function === option.value);
        return (
          <TabsContent key={option.value} value={option.value}>
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
                  <li key={job.id}>
                    <JobCard job={job} onApply={onApply} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
