'use client';

import { useCallback } from 'react';
import { toast } from '@/components/site/toast/toast';
import { useGoToContact } from '@/components/site/go-to-contact';
import { useRoiDialog } from '@/components/site/roi-dialog-provider';
import { scrollToSection } from '@/components/site/scroll';
import { DEMO_TOASTS, type DemoToastKind } from '@/components/site/demo-toasts';

function isDemoToastKind(value: string | undefined): value is DemoToastKind {
  return value !== undefined && Object.hasOwn(DEMO_TOASTS, value);
}

/** Scrolls to a section of this page; replaceState leaves history alone and fires no hashchange. */
function goToSection(target: string) {
  if (scrollToSection(target)) window.history.replaceState(null, '', `#${target}`);
}

/**
 * Runs the action a trigger button names in its data attributes (components/site/action-triggers):
 * a demo toast and the contact form, the ROI calculator (focus returns to the button), the
 * contact form, or a section of this page. False when the element names none.
 */
export function useRunAction(): (button: HTMLElement) => boolean {
  const goToContact = useGoToContact();
  const { openRoiCalculator } = useRoiDialog();
  return useCallback(
    (button: HTMLElement) => {
      const { siteAction: action, toast: toastKind, target } = button.dataset;
      switch (action) {
        case 'demo':
          if (isDemoToastKind(toastKind)) {
            const { title, duration } = DEMO_TOASTS[toastKind];
            toast(title, {
              description: 'Fill out the contact form below to schedule your personalized demo.',
              duration,
            });
          }
          goToContact();
          return true;
        case 'roi':
          openRoiCalculator(button);
          return true;
        case 'contact':
          goToContact();
          return true;
        case 'section':
          if (target) goToSection(target);
          return true;
        default:
          return false;
      }
    },
    [goToContact, openRoiCalculator],
  );
}
