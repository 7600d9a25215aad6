import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

/** The badge look: short class names defined once in app/globals.css (`.badge` and its variants). */
export const badgeVariants = cva('badge', {
  variants: {
    variant: {
      default: 'badge-primary',
      secondary: 'badge-secondary',
      outline: 'badge-outline',
      destructive: 'badge-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
