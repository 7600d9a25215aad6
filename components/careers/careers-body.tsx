'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { scrollToSection } from '@/components/site/scroll';
import { loadApplicationForm, useCareers } from '@/components/careers/careers-state';
import { APPLICATION_ID, OPENINGS_ID } from '@/components/careers/section-ids';
import type { ApplicationJob } from '@/components/forms/application-form';

// The form's code (react-hook-form, the upload field) loads at the first Apply Now.
const ApplicationForm = lazy(() =>
  loadApplicationForm().then((module) => ({ default: module.ApplicationForm })),
);

/**
 * The careers page below the hero: the served culture and open positions (`children`), or, after
 * Apply Now, the application form for that job in their place.
 */
export function CareersBody({ children }: { children: React.ReactNode }) {
  const { applyingFor, backToListings } = useCareers();
  const previous = useRef<ApplicationJob | null>(null);

  // Follow the view change with scroll and focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (applyingFor) scrollToSection(APPLICATION_ID);
    else if (previous.current) scrollToSection(OPENINGS_ID);
    previous.current = applyingFor;
  }, [applyingFor]);

  if (!applyingFor) return children;
  return (
    <section id={APPLICATION_ID} aria-label="Job application" className="px-4 py-16 sm:px-6">
      <Suspense
        fallback={
          <p role="status" className="text-center text-muted-foreground">
            Loading the application form…
          </p>
        }
      >
        <ApplicationForm job={applyingFor} onCancel={backToListings} onSubmitted={backToListings} />
      </Suspense>
    </section>
  );
}
