import * as React from 'react';
import { cn } from '@/lib/utils';
import { INPUT_CLASSES } from '@/components/ui/control-classes';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(INPUT_CLASSES, className)} {...props} />;
}
