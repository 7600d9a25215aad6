import { cva } from 'class-variance-authority';

/**
 * The button look, as short class names defined once in app/globals.css (`.btn` and its variant
 * and size classes): the full utility strings on every button weighed on each page twice, in the
 * HTML and in its hydration payload. Kept apart from the Button component so that a client leaf
 * can take the classes without class merging (tailwind-merge); a caller's utilities win over the
 * named look through the stylesheet's layer order, not through merging.
 */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      destructive: 'btn-destructive',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      link: 'btn-link',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});
