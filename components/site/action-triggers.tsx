'use client';

import { useCallback } from 'react';
import { toast } from '@/components/site/toast/toast';
import { useGoToContact } from '@/components/site/go-to-contact';
import { useRoiDialog } from '@/components/site/roi-dialog-provider';
import { scrollToSection } from '@/components/site/scroll';

/**
 * The behaviour of the site's call-to-action buttons. Their look comes from the server as a
 * finished class string (see `buttonClassName`), so these leaves carry no styling code. Each also
 * names its action in `data-action` (and its argument in `data-toast` or `data-target`): inside
 * content sent as HTML only (components/static-html) the button is never hydrated, and
 * `StaticHtmlEvents` runs the same action from those attributes.
 */
type TriggerProps = Omit<React.ComponentProps<'button'>, 'type' | 'onClick'>;

export const DEMO_TOASTS = {
  hero: { title: 'Schedule a Demo', duration: 5_000 },
  section: { title: 'Schedule Your Demo', duration: 3_000 },
} as const;

export type DemoToastKind = keyof typeof DEMO_TOASTS;

function isDemoToastKind(value: string | undefined): value is DemoToastKind {
  return value !== undefined && Object.hasOwn(DEMO_TOASTS, value);
}

/** Scrolls to a section of this page; replaceState leaves history alone and fires no hashchange. */
function goToSection(target: string) {
  if (scrollToSection(target)) window.history.replaceState(null, '', `#${target}`);
}

/**
 * Runs the action a trigger button names in its data attributes; false when the element names
 * none. What every trigger's click does, whether React or `StaticHtmlEvents` received it.
 */
export function useRunAction(): (button: HTMLElement) => boolean {
  const goToContact = useGoToContact();
  const { openRoiCalculator } = useRoiDialog();
  return useCallback(
    (button: HTMLElement) => {
      const { action, toast: toastKind, target } = button.dataset;
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

function ActionButton(props: TriggerProps & Record<`data-${string}`, string | undefined>) {
  const runAction = useRunAction();
  return <button type="button" onClick={(event) => runAction(event.currentTarget)} {...props} />;
}

export function RoiTrigger(props: TriggerProps) {
  return <ActionButton data-action="roi" aria-haspopup="dialog" {...props} />;
}

export function ContactTrigger(props: TriggerProps) {
  return <ActionButton data-action="contact" {...props} />;
}

export function DemoTrigger({ toastKind, ...props }: TriggerProps & { toastKind?: DemoToastKind }) {
  return <ActionButton data-action="demo" data-toast={toastKind} {...props} />;
}

export function SectionTrigger({ target, ...props }: TriggerProps & { target: string }) {
  return <ActionButton data-action="section" data-target={target} {...props} />;
}
