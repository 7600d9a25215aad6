import { buttonClassName, type ButtonStyleProps } from '@/components/ui/button';
import { SectionTrigger } from '@/components/site/action-triggers';

interface ScrollToSectionButtonProps extends ButtonStyleProps {
  /** The id of the section to scroll to (and focus). */
  target: string;
  children: React.ReactNode;
}

/** A button that scrolls to a section of the current page and moves focus there. */
export function ScrollToSectionButton({
  variant,
  size,
  className,
  ...props
}: ScrollToSectionButtonProps) {
  return <SectionTrigger className={buttonClassName({ variant, size, className })} {...props} />;
}
