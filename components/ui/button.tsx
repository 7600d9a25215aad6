import * as React from 'react';
import { Slot } from 'radix-ui';
import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

export { buttonVariants };

export type ButtonStyleProps = VariantProps<typeof buttonVariants> & { className?: string };

/**
 * A button's classes as one string. Server components hand it to small client leaves (the ROI,
 * demo and scroll buttons), so class merging (tailwind-merge) stays out of the browser's bundle.
 */
export function buttonClassName({ variant, size, className }: ButtonStyleProps): string {
  return cn(buttonVariants({ variant, size, className }));
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={buttonClassName({ variant, size, className })} {...props} />;
}
