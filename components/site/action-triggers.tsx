'use client';

import { toast } from '@/components/site/toast/toast';
import { useGoToContact } from '@/components/site/go-to-contact';
import { useRoiDialog } from '@/components/site/roi-dialog-provider';
import { scrollToSection } from '@/components/site/scroll';
import { DEMO_TOASTS, type DemoToastKind } from '@/components/site/demo-toasts';
import { track } from '@/lib/analytics/track';

/**
 * The site's call-to-action buttons, each a small client component with its own click handler.
 * Their look comes from the server as a finished class string (see `buttonClassName`), so no
 * class-merging code joins the page's JavaScript.
 */
type TriggerProps = Omit<React.ComponentProps<'button'>, 'type' | 'onClick'>;

/** Opens the ROI calculator; focus returns to this button when the dialog closes. */
export function RoiTrigger(props: TriggerProps) {
  const { openRoiCalculator } = useRoiDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => {
        track('roi_open');
        openRoiCalculator(event.currentTarget);
      }}
      {...props}
    />
  );
}

/** Brings the visitor to the home page's contact form. */
export function ContactTrigger(props: TriggerProps) {
  const goToContact = useGoToContact();
  return <button type="button" onClick={goToContact} {...props} />;
}

/** Shows a demo toast (when `toastKind` names one), then brings the visitor to the contact form. */
export function DemoTrigger({ toastKind, ...props }: TriggerProps & { toastKind?: DemoToastKind }) {
  const goToContact = useGoToContact();
  const onClick = () => {
    track('demo_click');
    if (toastKind) {
      const { title, duration } = DEMO_TOASTS[toastKind];
      toast(title, {
        description: 'Fill out the contact form below to schedule your personalized demo.',
        duration,
      });
    }
    goToContact();
  };
  return <button type="button" onClick={onClick} {...props} />;
}

/**
 * Scrolls to a section of this page and focuses it; replaceState records the section in the
 * address without a history entry or a hashchange.
 */
export function SectionTrigger({ target, ...props }: TriggerProps & { target: string }) {
  const onClick = () => {
    if (scrollToSection(target)) window.history.replaceState(null, '', `#${target}`);
  };
  return <button type="button" onClick={onClick} {...props} />;
}
