'use client';

import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { INPUT_CLASSES } from '@/components/ui/control-classes';
import { FaqAccordion } from '@/components/site/faq/faq-accordion';
import { filterFaq, type FaqFilterCategory } from '@/components/site/faq/filter-faq';
import { FAQ_CATEGORIES, type FaqItem } from '@/content/faq';

const CATEGORY_BUTTONS: FaqFilterCategory[] = ['All', ...FAQ_CATEGORIES];

/** The category buttons' classes, selected and not, made on the server (no class merging here). */
export interface CategoryButtonClasses {
  selected: string;
  unselected: string;
}

/** Search box, category buttons and a one-open-at-a-time accordion (spec "/faq"). */
export function FaqBrowser({
  items,
  buttonClasses,
}: {
  items: readonly FaqItem[];
  buttonClasses: CategoryButtonClasses;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqFilterCategory>('All');
  const [open, setOpen] = useState('');
  const visible = filterFaq(items, search, category);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search questions
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Try “pricing”, “HIPAA” or “calendar”"
            className={`${INPUT_CLASSES} pl-9`}
            autoComplete="off"
          />
        </div>
      </div>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {CATEGORY_BUTTONS.map((name) => (
          <button
            key={name}
            type="button"
            className={category === name ? buttonClasses.selected : buttonClasses.unselected}
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {visible.length === 1 ? '1 question shown' : `${visible.length} questions shown`}
      </p>
      {visible.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          No matching questions found. Try a different search term.
        </p>
      ) : (
        <FaqAccordion items={visible} openId={open} onOpenChange={setOpen} />
      )}
    </div>
  );
}
