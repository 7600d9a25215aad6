'use client';

import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface PlainTab<T extends string> {
  value: T;
  label: string;
}

interface PlainTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PlainTab<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
}

// The look of components/ui/tabs (the admin's Radix tabs), as finished strings: no class merging.
const LIST_CLASSES =
  'inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground';
// The tab's look is `.tab` in app/globals.css: each tab repeats it, in the HTML and the payload.
const TAB_CLASSES = 'tab';

const PANEL_CLASSES = 'rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs for the public pages (WAI-ARIA tabs pattern, automatic activation): a tab list and the
 * selected tab's panel. Plain buttons instead of Radix's tabs, whose machinery and class merging
 * weighed on the first load of /careers and /; the admin keeps Radix.
 */
export function PlainTabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
  className,
  listClassName,
  panelClassName,
}: PlainTabsProps<T>) {
  const baseId = useId();
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  // Arrow keys, Home and End select another tab and move focus to it (roving tabindex).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = step ? tabs[step(index, tabs.length)] : undefined;
    if (!next) return;
    event.preventDefault();
    onValueChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={listClassName ? `${LIST_CLASSES} ${listClassName}` : LIST_CLASSES}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={TAB_CLASSES}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={panelClassName ? `${PANEL_CLASSES} ${panelClassName}` : PANEL_CLASSES}
      >
        {children}
      </div>
    </div>
  );
}
