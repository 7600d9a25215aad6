'use client';

import type { ApplicationJob } from '@/components/forms/application-form';
import { loadApplicationForm, useCareers } from '@/components/careers/careers-state';

// A failed early load is not an error: the click loads the form again and shows any failure.
const preloadForm = () => void loadApplicationForm().catch(() => undefined);

/** A job card's Apply Now; its classes come finished from the server (no class merging here). */
export function ApplyButton({ job, className }: { job: ApplicationJob; className: string }) {
  const { startApplication } = useCareers();
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={preloadForm}
      onFocus={preloadForm}
      onClick={() => startApplication(job)}
      aria-label={`Apply Now: ${job.title}`}
    >
      Apply Now
    </button>
  );
}
