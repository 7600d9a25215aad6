'use client';

import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// The last column holds a row's actions when its cells hold buttons. It stays pinned to the right
// edge while the rest scrolls, so on a phone every action is in view without sideways guessing.
const PINNED_ACTIONS = [
  '[&_td:last-child:has(button)]:sticky',
  '[&_td:last-child:has(button)]:right-0',
  '[&_td:last-child:has(button)]:bg-card',
  '[&_td:last-child:has(button)]:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.3)]',
  '[&:has(td:last-child_button)_th:last-child]:sticky',
  '[&:has(td:last-child_button)_th:last-child]:right-0',
  '[&:has(td:last-child_button)_th:last-child]:bg-card',
];

/** Whether the element is wider than its box, kept up to date as either changes size. */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A table that scrolls sideways on narrow screens, saying so when it does, with the row actions
 * pinned in view. The scroll area is a labelled, focusable region so keyboard users can scroll it
 * too (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  className,
  ...props
}: ComponentProps<'table'> & { label: string }) {
  const { ref, overflows } = useOverflows();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      {overflows ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          Scroll the table sideways for more columns; the actions stay in view.
        </p>
      ) : null}
      <div
        ref={ref}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
        className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <table
          className={cn('w-full caption-bottom text-sm', PINNED_ACTIONS, className)}
          {...props}
        />
      </div>
    </div>
  );
}
