'use client';

import * as React from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export function Slider({
  className,
  thumbLabel,
  thumbValueText,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & {
  thumbLabel: string;
  thumbValueText?: string;
}) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex w-full touch-none items-center select-none py-2', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={thumbValueText}
        className="block size-5 rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:ring-[4px] focus-visible:ring-ring/60 focus-visible:outline-none"
      />
    </SliderPrimitive.Root>
  );
}
