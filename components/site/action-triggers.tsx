'use client';

import { toast } from '@/components/site/toast/toast';
import { useGoToContact } from '@/components/site/go-to-contact';
import { useRoiDialog } from '@/components/site/roi-dialog-provider';
import { scrollToSection } from '@/components/site/scroll';

/**
 * The behaviour of the site's call-to-action buttons. Their look comes from the server as a
 * finished class string (see `buttonClassName`), so these leaves carry no styling code.
 */
type TriggerProps = Omit<React.ComponentProps<'button'>, 'type' | 'onClick'>;

export const DEMO_TOASTS = {
  hero: { title: 'Schedule a Demo', duration: 5_000 },
  section: { title: 'Schedule Your Demo', duration: 3_000 },
} as const;

export type DemoToastKind = keyof typeof DEMO_TOASTS;

export function RoiTrigger(props: TriggerProps) {
  const { openRoiCalculator } = useRoiDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => openRoiCalculator(event.currentTarget)}
      {...props}
    />
  );
}

export function ContactTrigger(props: TriggerProps) {
  const goToContact = useGoToContact();
  return <button type="button" onClick={goToContact} {...props} />;
}

export function DemoTrigger({ toastKind, ...props }: TriggerProps & { toastKind?: DemoToastKind }) {
  const goToContact = useGoToContact();
  return (
    <button
      type="button"
      onClick={() => {
        if (toastKind) {
          const { title, duration } = DEMO_TOASTS[toastKind];
          toast(title, {
            description: 'Fill out the contact form below to schedule your personalized demo.',
            duration,
          });
        }
        goToContact();
      }}
      {...props}
    />
  );
}

export function SectionTrigger({ target, ...props }: TriggerProps & { target: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        // replaceState leaves history alone and fires no hashchange (we scroll ourselves).
        if (scrollToSection(target)) window.history.replaceState(null, '', `#${target}`);
      }}
      {...props}
    />
  );
}
