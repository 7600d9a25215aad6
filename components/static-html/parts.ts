/**
 * The parts of public pages sent as HTML only (see static-html.tsx). A part's code is loaded
 * only when a client-side render has to draw it, with the other parts of its group (the layout,
 * home, /solutions): one request per group, and one loader per group in every page's first-load
 * code. A part takes small props (ids, a few words); its copy comes from the content modules it
 * imports.
 */
const layout = () => import('./layout-parts');
const home = () => import('./home-parts');
const solutions = () => import('./solutions-parts');

export const staticParts = {
  'header-links': () => layout().then((m) => ({ default: m.HeaderLinks })),
  'footer-directory': () => layout().then((m) => ({ default: m.FooterDirectory })),
  'not-found': () => layout().then((m) => ({ default: m.NotFoundMessage })),
  'home-hero': () => home().then((m) => ({ default: m.HomeHero })),
  'home-offerings': () => home().then((m) => ({ default: m.OfferingsSection })),
  'home-industries': () => home().then((m) => ({ default: m.IndustriesSection })),
  'home-demo': () => home().then((m) => ({ default: m.DemoSection })),
  'home-services': () => home().then((m) => ({ default: m.ServicesSection })),
  'solutions-hero': () => solutions().then((m) => ({ default: m.SolutionsHero })),
  'solutions-industry': () => solutions().then((m) => ({ default: m.IndustrySectionById })),
  // On three pages: a chunk of its own, like the carousel's cards (preloaded by the carousel).
  'contact-intro': () =>
    import('@/components/site/home/contact-intro').then((m) => ({ default: m.ContactIntro })),
  'testimonial-card': () =>
    import('@/components/site/testimonial-card').then((m) => ({
      default: m.TestimonialCardById,
    })),
} satisfies Record<string, () => Promise<{ default: (props: never) => React.ReactNode }>>;

export type StaticPartName = keyof typeof staticParts;

export type StaticPartProps<N extends StaticPartName> = Parameters<
  Awaited<ReturnType<(typeof staticParts)[N]>>['default']
>[0];
