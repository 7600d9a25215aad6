/** The toasts of the demo buttons: the hero's, and the one of every other section. */
export const DEMO_TOASTS = {
  hero: { title: 'Schedule a Demo', duration: 5_000 },
  section: { title: 'Schedule Your Demo', duration: 3_000 },
} as const;

export type DemoToastKind = keyof typeof DEMO_TOASTS;
