'use client';

import { createContext, useContext, useMemo, useState } from 'react';
import type { ApplicationJob } from '@/components/forms/application-form';

interface CareersState {
  /** The job being applied for; null while the listings are shown. */
  applyingFor: ApplicationJob | null;
  startApplication: (job: ApplicationJob) => void;
  backToListings: () => void;
}

const CareersContext = createContext<CareersState | null>(null);

/** Loads the application form's code; Apply Now calls it on hover or focus, ahead of the click. */
export const loadApplicationForm = () => import('@/components/forms/application-form');

/** Shares the listing/application view between the hero, the Apply Now buttons and the body. */
export function CareersProvider({ children }: { children: React.ReactNode }) {
  const [applyingFor, setApplyingFor] = useState<ApplicationJob | null>(null);
  const value = useMemo<CareersState>(
    () => ({
      applyingFor,
      startApplication: setApplyingFor,
      backToListings: () => setApplyingFor(null),
    }),
    [applyingFor],
  );
  return <CareersContext.Provider value={value}>{children}</CareersContext.Provider>;
}

export function useCareers(): CareersState {
  const state = useContext(CareersContext);
  if (!state) throw new Error('useCareers must be used inside CareersProvider');
  return state;
}
