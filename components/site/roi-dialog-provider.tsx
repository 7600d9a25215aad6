'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';

const RoiCalculatorDialog = dynamic(
  () => import('@/components/site/roi-calculator').then((module) => module.RoiCalculatorDialog),
  { ssr: false },
);

interface RoiDialogContextValue {
  openRoiCalculator: () => void;
}

const RoiDialogContext = createContext<RoiDialogContextValue | null>(null);

/** Holds the ROI dialog's open state for the header, hero and footer buttons; loads the dialog on first use. */
export function RoiDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openRoiCalculator = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openRoiCalculator }), [openRoiCalculator]);
  return (
    <RoiDialogContext.Provider value={value}>
      {children}
      {loaded ? <RoiCalculatorDialog open={open} onOpenChange={setOpen} /> : null}
    </RoiDialogContext.Provider>
  );
}

export function useRoiDialog(): RoiDialogContextValue {
  const context = useContext(RoiDialogContext);
  if (!context) throw new Error('useRoiDialog must be used inside RoiDialogProvider');
  return context;
}
