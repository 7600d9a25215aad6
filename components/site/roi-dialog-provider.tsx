'use client';

import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

// Fetched at the first opening. React's lazy rather than next/dynamic: the dialog is only ever
// drawn in the browser, and next/dynamic's own code would join every page's first load.
const RoiCalculatorDialog = lazy(() =>
  import('@/components/site/roi-calculator').then((module) => ({
    default: module.RoiCalculatorDialog,
  })),
);

interface RoiDialogContextValue {
  /** Opens the dialog; focus goes back to `opener` when it closes. */
  openRoiCalculator: (opener: HTMLElement | null) => void;
}

const RoiDialogContext = createContext<RoiDialogContextValue | null>(null);

/** Holds the ROI dialog's open state for the header, hero and footer buttons; loads the dialog on first use. */
export function RoiDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  const openRoiCalculator = useCallback((element: HTMLElement | null) => {
    opener.current = element;
    fallback.current = menuToggleOf(element);
    setLoaded(true);
    setOpen(true);
  }, []);
  // The dialog has no Radix trigger of its own (several buttons open it), so Radix would leave
  // focus on the page's body when it closes: keyboard users would start over from the top.
  const returnFocus = useCallback((event: Event) => {
    // A button in the mobile menu is gone once the menu has closed: the menu's toggle stands in.
    const element = opener.current?.isConnected ? opener.current : fallback.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    // No scroll: Back to Contact is already on its way to the form.
    element.focus({ preventScroll: true });
  }, []);
  const value = useMemo(() => ({ openRoiCalculator }), [openRoiCalculator]);
  return (
    <RoiDialogContext.Provider value={value}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <RoiCalculatorDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </RoiDialogContext.Provider>
  );
}

/** The button that opens the collapsible panel an opener sits in (the mobile menu's toggle). */
function menuToggleOf(element: HTMLElement | null): HTMLElement | null {
  const panel = element?.closest<HTMLElement>('nav[id]');
  if (!panel) return null;
  return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`);
}

export function useRoiDialog(): RoiDialogContextValue {
  const context = useContext(RoiDialogContext);
  if (!context) throw new Error('useRoiDialog must be used inside RoiDialogProvider');
  return context;
}
