import * as React from 'react';
import { cn } from '@/lib/utils';
import { TEXTAREA_CLASSES } from '@/components/ui/control-classes';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(TEXTAREA_CLASSES, className)} {...props} />;
}
