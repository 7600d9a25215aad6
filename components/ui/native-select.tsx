import * as React from 'react';
import { cn } from '@/lib/utils';
import { NATIVE_SELECT_CLASSES } from '@/components/ui/control-classes';
import { SelectChevron } from '@/components/ui/select-chevron';

/** A styled native select: best keyboard, screen-reader and mobile behaviour for form pickers. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(NATIVE_SELECT_CLASSES, className)} {...props}>
        {children}
      </select>
      <SelectChevron />
    </div>
  );
}
