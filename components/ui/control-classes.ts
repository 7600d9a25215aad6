/**
 * The classes of the form controls, shared by the ui primitives (which merge a caller's classes
 * with tailwind-merge) and the lead forms' light controls (`components/forms/form-controls.tsx`),
 * which add none and so keep class merging out of the public pages' JavaScript. Each is a short
 * name defined once in app/globals.css: a form repeats its controls, and each full utility string
 * was sent twice per control, in the HTML and in the hydration payload.
 */

export const INPUT_CLASSES = 'ui-input';

export const TEXTAREA_CLASSES = 'ui-textarea';

export const NATIVE_SELECT_CLASSES = 'ui-select';

export const LABEL_CLASSES = 'ui-label';
