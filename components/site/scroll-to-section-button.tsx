'use client';

import { Button } from '@/components/ui/button';
import { scrollToSection } from '@/components/site/scroll';

type ButtonProps = React.ComponentProps<typeof Button>;

/** A button that scrolls to a section of the current page and moves focus there. */
export function ScrollToSectionButton({ target, ...props }: ButtonProps & { target: string }) {
  return (
    <Button
      type="button"
      onClick={() => {
        // replaceState leaves history alone and fires no hashchange (we scroll ourselves).
        if (scrollToSection(target)) window.history.replaceState(null, '', `#${target}`);
      }}
      {...props}
    />
  );
}
