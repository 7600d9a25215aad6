'use client';

import { createContext, useContext, useMemo, useState } from 'react';
import type { Job } from '@/lib/jobs/job-types';

interface CareersState {
  /** The job being applied for; null while the listings are shown. */
  applyingFor: Job | null;
  startApplication: (job: Job) => void;
  backToListings: () => void;
}

const CareersContext = createContext<CareersState | null>(null);

export const OPENINGS_ID = 'openings';
export const APPLICATION_ID = 'application';

/** Shares the listing/application view between the hero button and the page body. */
export function CareersProvider({ children }: { children: React.ReactNode }) {
  const [applyingFor, setApplyingFor] = useState<Job | null>(null);
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
