import { buttonClassName, type ButtonStyleProps } from '@/components/ui/button';
import { ContactTrigger } from '@/components/site/action-triggers';

/** Header "Get a Quote": scrolls to the contact section on home, or navigates there from elsewhere. */
export function GetAQuoteButton({ variant, size, className }: ButtonStyleProps) {
  return (
    <ContactTrigger className={buttonClassName({ variant, size, className })}>
      Get a Quote
    </ContactTrigger>
  );
}
