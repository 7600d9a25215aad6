'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import type { ConsentChoices } from '@/lib/consent/consent-runtime';

export const GPC_HONORED_MESSAGE = "Your browser's opt-out preference signal (GPC) was honored.";
/** Where GPC sets the starting point only (opt-in): the visitor may still grant marketing. */
export const GPC_NOTICE_MESSAGE =
  'Your browser sends an opt-out preference signal (GPC), so marketing stays off unless you turn it on yourself.';

/** What the dialog says about GPC: nothing, that it locks marketing off, or that it is noted. */
export type GpcNotice = 'none' | 'locked' | 'noted';

type Category = { id: 'necessary' | keyof ConsentChoices; label: string; text: string };

const CATEGORIES: Category[] = [
  {
    id: 'necessary',
    label: 'Necessary',
    text: 'Needed for the site to work, such as remembering this choice. Always on.',
  },
  {
    id: 'analytics',
    label: 'Analytics',
    text: 'Helps us understand how visitors use the site, so we can improve it.',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    text: 'Tracking pixels of advertising and identity partners, used to measure and target ads.',
  },
];

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentChoices;
  gpc: GpcNotice;
  /** What a decision made before the dialog opened changed (the footer's opt-out), announced. */
  notice?: string;
  onSave: (choices: ConsentChoices) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The preferences dialog: one switch per category, necessary shown on and locked. */
export function ConsentPreferences({
  open,
  onOpenChange,
  initial,
  gpc,
  notice,
  onSave,
  onCloseAutoFocus,
}: Props) {
  const [choices, setChoices] = useState(initial);
  const [shownFor, setShownFor] = useState(initial);
  // Each opening starts from the decision in force, not from unsaved switches of a previous one.
  if (shownFor !== initial) {
    setShownFor(initial);
    setChoices(initial);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Cookie settings</DialogTitle>
          <DialogDescription>
            {/* In the description, so it is read as the dialog opens, and a status as it changes. */}
            {notice && (
              <span role="status" className="mb-2 block font-medium text-foreground">
                {notice}
              </span>
            )}
            Choose which optional tools may run. Turning off a category whose code is already
            running reloads the page to stop it.
          </DialogDescription>
        </DialogHeader>
        {gpc !== 'none' && (
          <p role="status" className="rounded-md bg-muted p-3 text-sm">
            {gpc === 'locked' ? GPC_HONORED_MESSAGE : GPC_NOTICE_MESSAGE}
          </p>
        )}
        <ul className="flex flex-col gap-4">
          {CATEGORIES.map((category) => {
            const locked =
              category.id === 'necessary' || (category.id === 'marketing' && gpc === 'locked');
            const checked = category.id === 'necessary' ? true : choices[category.id];
            return (
              <li key={category.id} className="flex items-start justify-between gap-4">
                <div className="flex flex-col gap-1">
                  <label htmlFor={`consent-${category.id}`} className="font-medium">
                    {category.label}
                  </label>
                  <p id={`consent-${category.id}-text`} className="text-sm text-muted-foreground">
                    {category.text}
                  </p>
                </div>
                <Switch
                  id={`consent-${category.id}`}
                  aria-describedby={`consent-${category.id}-text`}
                  checked={checked}
                  disabled={locked}
                  onCheckedChange={(value) => {
                    if (category.id !== 'necessary') {
                      setChoices((last) => ({ ...last, [category.id]: value }));
                    }
                  }}
                />
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button onClick={() => onSave(choices)}>Save preferences</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
