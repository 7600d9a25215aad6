import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A table that scrolls sideways on narrow screens. The scroll area is a labelled, focusable
 * region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  className,
  ...props
}: ComponentProps<'table'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
