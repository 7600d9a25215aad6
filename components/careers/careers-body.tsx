'use client';

import { useEffect, useRef } from 'react';
import { ApplicationForm } from '@/components/forms/application-form';
import { SectionHeading } from '@/components/site/home/section-heading';
import { scrollToSection } from '@/components/site/scroll';
import { JobListings } from '@/components/careers/job-listings';
import { APPLICATION_ID, OPENINGS_ID, useCareers } from '@/components/careers/careers-state';
import { useRefreshOnFocus } from '@/components/careers/use-refresh-on-focus';
import type { Job } from '@/lib/jobs/job-types';

/**
 * The careers page below the hero: culture and open positions, or, after Apply Now, the
 * application form for that job in their place.
 */
export function CareersBody({ jobs, culture }: { jobs: readonly Job[]; culture: React.ReactNode }) {
  const { applyingFor, startApplication, backToListings } = useCareers();
  const previous = useRef<Job | null>(null);
  useRefreshOnFocus();

  // Follow the view change with scroll and focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (applyingFor) scrollToSection(APPLICATION_ID);
    else if (previous.current) scrollToSection(OPENINGS_ID);
    previous.current = applyingFor;
  }, [applyingFor]);

  if (applyingFor) {
    return (
      <section id={APPLICATION_ID} aria-label="Job application" className="px-4 py-16 sm:px-6">
        <ApplicationForm
          job={{ id: applyingFor.id, title: applyingFor.title, reqNumber: applyingFor.reqNumber }}
          onCancel={backToListings}
          onSubmitted={backToListings}
        />
      </section>
    );
  }

  return (
    <>
      {culture}
      <section
        id={OPENINGS_ID}
        aria-labelledby="openings-title"
        className="bg-muted/60 px-4 py-16 sm:px-6 md:py-20"
      >
        <SectionHeading
          id="openings-title"
          eyebrow="Join us"
          title="Open Positions"
          intro="Pick a team to filter the list, then apply in a few minutes with your resume."
        />
        <JobListings jobs={jobs} onApply={startApplication} />
      </section>
    </>
  );
}
