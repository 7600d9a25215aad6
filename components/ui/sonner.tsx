'use client';

import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * sonner's rich colours put text on tinted backgrounds at 3.1-4.4:1; these darker texts keep its
 * look and reach WCAG AA (4.8:1 or more). Inline, so they win over the styles sonner injects.
 */
const readableRichColors = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--info-text': 'hsl(210, 92%, 40%)',
  '--warning-text': 'hsl(31, 92%, 32%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as React.CSSProperties;

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      className="toaster group"
      style={readableRichColors}
      {...props}
    />
  );
}
