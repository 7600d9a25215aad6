/** Header links; the ROI, Login and Get a Quote items are actions, not links. */
export const HEADER_LINKS = [
  { href: '/ai-coaching', label: 'AI Coaching' },
  { href: '/ai-roleplay', label: 'AI Roleplay' },
  { href: '/solutions', label: 'Solutions' },
] as const;

/** Footer link groups, in the order the footer shows them. */
export const FOOTER_GROUPS = [
  {
    title: 'Solutions',
    links: [
      { href: '/solutions#dental', label: 'Dental Practices' },
      { href: '/solutions#legal', label: 'Law Firms' },
      { href: '/solutions#veterinary', label: 'Veterinary Clinics' },
      { href: '/solutions#home-services', label: 'Home Services' },
      { href: '/custom-solutions', label: 'Custom Solutions' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/', label: 'Home' },
      { href: '/about-us', label: 'About Us' },
      { href: '/#testimonials', label: 'Testimonials' },
      { href: '/partners', label: 'Partners' },
      { href: '/careers', label: 'Careers' },
      { href: '/#contact', label: 'Contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { href: '/blog', label: 'Blog' },
      { href: '/knowledge', label: 'Knowledge Base' },
      { href: '/documentation', label: 'Documentation' },
      { href: '/faq', label: 'FAQ' },
      { href: '/what-you-should-know', label: 'What You Should Know' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
      { href: '/sitemap-page', label: 'Sitemap' },
      { href: '/admin', label: 'Admin' },
    ],
  },
] as const;
