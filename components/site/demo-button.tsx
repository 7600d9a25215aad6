'use client';

import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useGoToContact } from '@/components/site/go-to-contact';

type ButtonProps = React.ComponentProps<typeof Button>;

const DEMO_TOASTS = {
  hero: { title: 'Schedule a Demo', duration: 5_000 },
  section: { title: 'Schedule Your Demo', duration: 3_000 },
} as const;

/** A demo button: shows the spec's toast and brings the visitor to the contact form. */
export function DemoButton({
  toastKind,
  ...props
}: ButtonProps & { toastKind?: keyof typeof DEMO_TOASTS }) {
  const goToContact = useGoToContact();
  return (
    <Button
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
