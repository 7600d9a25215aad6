'use client';

import { Button } from '@/components/ui/button';
import { useGoToContact } from '@/components/site/go-to-contact';

type ButtonProps = React.ComponentProps<typeof Button>;

/** Header "Get a Quote": scrolls to the contact section on home, or navigates there from elsewhere. */
export function GetAQuoteButton({
  onNavigate,
  ...props
}: ButtonProps & { onNavigate?: () => void }) {
  const goToContact = useGoToContact();
  return (
    <Button
      type="button"
      onClick={() => {
        onNavigate?.();
        goToContact();
      }}
      {...props}
    >
      Get a Quote
    </Button>
  );
}
