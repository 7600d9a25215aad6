/**
 * The parts of public pages sent as HTML only (see static-html.tsx), each loaded on demand: the
 * browser downloads a part's code only when a client-side navigation has to draw it. A part takes
 * small props (ids, a few words); its copy comes from the content modules it imports.
 */
export const staticParts = {
  'header-links': () =>
    import('@/components/site/header-links').then((m) => ({ default: m.HeaderLinks })),
  'not-found': () =>
    import('@/components/site/not-found-content').then((m) => ({ default: m.NotFoundMessage })),
  'home-hero': () => import('@/components/site/home/hero').then((m) => ({ default: m.HomeHero })),
  'home-offerings': () =>
    import('@/components/site/home/offerings-section').then((m) => ({
      default: m.OfferingsSection,
    })),
  'home-industries': () =>
    import('@/components/site/home/industries-section').then((m) => ({
      default: m.IndustriesSection,
    })),
  'home-demo': () =>
    import('@/components/site/home/demo-section').then((m) => ({ default: m.DemoSection })),
  'home-services': () =>
    import('@/components/site/home/services-section').then((m) => ({
      default: m.ServicesSection,
    })),
  'contact-intro': () =>
    import('@/components/site/home/contact-intro').then((m) => ({ default: m.ContactIntro })),
  'testimonial-card': () =>
    import('@/components/site/testimonial-card').then((m) => ({
      default: m.TestimonialCardById,
    })),
  'solutions-hero': () =>
    import('@/components/site/solutions/solutions-hero').then((m) => ({
      default: m.SolutionsHero,
    })),
  'solutions-industry': () =>
    import('@/components/site/solutions/industry-section').then((m) => ({
      default: m.IndustrySectionById,
    })),
  'footer-directory': () =>
    import('@/components/site/footer-directory').then((m) => ({ default: m.FooterDirectory })),
} satisfies Record<string, () => Promise<{ default: (props: never) => React.ReactNode }>>;

export type StaticPartName = keyof typeof staticParts;

export type StaticPartProps<N extends StaticPartName> = Parameters<
  Awaited<ReturnType<(typeof staticParts)[N]>>['default']
>[0];
