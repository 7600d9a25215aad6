'use client';

import { lazy, Suspense } from 'react';
import { useRouter } from 'next/navigation';
import { loadApplicationForm } from '@/components/careers/careers-state';
import type { ApplicationJob } from '@/components/forms/application-form';

// The same application form as on /careers, its code loaded once the page is on screen.
const ApplicationForm = lazy(() =>
  loadApplicationForm().then((module) => ({ default: module.ApplicationForm })),
);

// After a stored application the form has shown its toast and emptied itself; the visitor stays.
const stay = () => undefined;

/** The application form on a job's own page; Cancel leads back to the open positions. */
export function JobPageApplication({ job }: { job: ApplicationJob }) {
  const router = useRouter();
  return (
    <Suspense
      fallback={
        <p role="status" className="text-center text-muted-foreground">
          Loading the application form…
        </p>
      }
    >
      <ApplicationForm job={job} onCancel={() => router.push('/careers')} onSubmitted={stay} />
    </Suspense>
  );
}
