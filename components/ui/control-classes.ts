/**
 * The classes of the form controls, shared by the ui primitives (which merge a caller's classes
 * with tailwind-merge) and the lead forms' light controls (`components/forms/form-controls.tsx`),
 * which add none and so keep class merging out of the public pages' JavaScript.
 */

export const INPUT_CLASSES =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

export const TEXTAREA_CLASSES =
  'flex min-h-[120px] w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

export const NATIVE_SELECT_CLASSES =
  'h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

export const LABEL_CLASSES =
  'text-sm leading-none font-medium select-none peer-disabled:opacity-60';
