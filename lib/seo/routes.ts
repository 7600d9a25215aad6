export type RouteGroup = 'Main Pages' | 'Resources' | 'Company' | 'Legal';

interface PublicRoute {
  path: string;
  /** Link text in navigation lists and breadcrumbs. */
  label: string;
  /** Page title (the brand suffix comes from the root layout's title template). */
  title: string;
  description: string;
  keywords: string[];
  group: RouteGroup;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** Every public page: drives metadata, sitemap.xml, robots.txt, breadcrumbs and the sitemap page. */
export const PUBLIC_ROUTES = [
  {
    path: '/',
    label: 'Home',
    title: 'AI Voice Agents & AI Sales Coaching',
    description:
      'AI voice agents that answer every call, book appointments and qualify leads, plus AI sales coaching and roleplay training for dental, legal, veterinary and home-service businesses.',
    keywords: [
      'AI voice agents',
      'AI receptionist',
      'AI sales coaching',
      'appointment booking AI',
      'lead qualification',
    ],
    group: 'Main Pages',
    changeFrequency: 'weekly',
    priority: 1,
  },
  {
    path: '/ai-coaching',
    label: 'AI Coaching',
    title: 'AI Sales Coaching',
    description:
      'AI sales coaching with sentiment analysis, call scoring, personalised coaching plans, an always-on AI coach and a leader dashboard. 3x faster skill development.',
    keywords: [
      'AI sales coaching',
      'call scoring',
      'sales coaching software',
      'sentiment analysis',
    ],
    group: 'Main Pages',
    changeFrequency: 'monthly',
    priority: 0.9,
  },
  {
    path: '/ai-roleplay',
    label: 'AI Roleplay',
    title: 'AI Roleplay Sales Training',
    description:
      'Practice objection handling, closing, discovery and difficult customers with unlimited AI roleplay scenarios, instant scoring and coaching plans.',
    keywords: ['AI roleplay', 'sales training', 'objection handling practice', 'sales simulation'],
    group: 'Main Pages',
    changeFrequency: 'monthly',
    priority: 0.9,
  },
  {
    path: '/solutions',
    label: 'Solutions',
    title: 'Industry Solutions',
    description:
      'AI voice agents built for dental practices, law firms, veterinary clinics and home-service companies, and custom builds for everyone else.',
    keywords: [
      'dental AI receptionist',
      'legal intake AI',
      'veterinary AI phone',
      'home services AI',
    ],
    group: 'Main Pages',
    changeFrequency: 'monthly',
    priority: 0.9,
  },
  {
    path: '/custom-solutions',
    label: 'Custom Solutions',
    title: 'Custom AI Voice Solutions',
    description:
      'Custom AI voice agents, outbound campaigns, live human handoff and full AI call centers, built in 2-4 weeks for simple projects and 6-12 weeks for complex ones.',
    keywords: [
      'custom AI voice agent',
      'AI call center',
      'voice AI development',
      'AI phone integration',
    ],
    group: 'Main Pages',
    changeFrequency: 'monthly',
    priority: 0.8,
  },
  {
    path: '/what-you-should-know',
    label: 'What You Should Know',
    title: 'What You Should Know About AI Voice Agents',
    description:
      'A plain-language guide to AI voice agents: what they handle, what they cost at $0.15 per minute, how compliance works and how to launch one.',
    keywords: ['AI voice agent guide', 'AI phone agent cost', 'AI receptionist compliance'],
    group: 'Resources',
    changeFrequency: 'monthly',
    priority: 0.7,
  },
  {
    path: '/blog',
    label: 'Blog',
    title: 'Blog',
    description:
      'Articles on AI voice agents, customer experience and ROI for dental, legal, veterinary and home-service businesses.',
    keywords: ['AI voice agents blog', 'AI customer service', 'small business AI'],
    group: 'Resources',
    changeFrequency: 'weekly',
    priority: 0.7,
  },
  {
    path: '/knowledge',
    label: 'Knowledge Base',
    title: 'Knowledge Base',
    description:
      'Help articles: getting started, features and capabilities, managing your account, troubleshooting and best practices for your AI voice agent.',
    keywords: ['AI voice agent help', 'knowledge base', 'troubleshooting AI agent'],
    group: 'Resources',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  {
    path: '/documentation',
    label: 'Documentation',
    title: 'Documentation',
    description:
      'Prompting best practices, inbound versus outbound agents, API integrations and webhooks, dental practice management integrations, and ROI metrics.',
    keywords: [
      'AI voice agent documentation',
      'webhooks',
      'prompting best practices',
      'API integrations',
    ],
    group: 'Resources',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  {
    path: '/faq',
    label: 'FAQ',
    title: 'Frequently Asked Questions',
    description:
      'Answers about AI voice agents and coaching: setup, pricing, integrations, service and security including HIPAA and SOC2.',
    keywords: ['AI voice agent FAQ', 'pricing', 'HIPAA AI phone', 'integrations'],
    group: 'Resources',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  {
    path: '/about-us',
    label: 'About Us',
    title: 'About Us',
    description:
      'Our mission is to make enterprise-grade conversational AI accessible to every business, with quality and transparency in everything we ship.',
    keywords: ['about', 'AI voice agent company', 'mission'],
    group: 'Company',
    changeFrequency: 'yearly',
    priority: 0.5,
  },
  {
    path: '/partners',
    label: 'Partners',
    title: 'Partner Program',
    description:
      'Resell or white-label our AI voice agents and earn up to 30% recurring commission, with marketing support from our team.',
    keywords: [
      'AI reseller program',
      'white-label AI voice agent',
      'agency partner',
      'recurring commission',
    ],
    group: 'Company',
    changeFrequency: 'monthly',
    priority: 0.6,
  },
  {
    path: '/careers',
    label: 'Careers',
    title: 'Careers',
    description:
      'Join the team building AI voice agents and sales coaching for small businesses. See our open positions in sales, marketing, operations, tech and leadership.',
    keywords: ['AI jobs', 'careers', 'remote sales jobs', 'AI engineer jobs'],
    group: 'Company',
    changeFrequency: 'weekly',
    priority: 0.6,
  },
  {
    path: '/sitemap-page',
    label: 'Sitemap',
    title: 'Sitemap',
    description:
      'Every page of the site in one place, grouped by main pages, resources, company and legal.',
    keywords: ['sitemap'],
    group: 'Company',
    changeFrequency: 'monthly',
    priority: 0.3,
  },
  {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect information from our forms, tracking pixels and AI voice services, and how we obtain consent for calls and messages.',
    keywords: ['privacy policy', 'TCPA consent', 'data protection'],
    group: 'Legal',
    changeFrequency: 'yearly',
    priority: 0.3,
  },
  {
    path: '/terms-of-service',
    label: 'Terms of Service',
    title: 'Terms of Service',
    description:
      'The terms for using our website and services, including consent to AI and automated calls and telephone-consumer-protection compliance.',
    keywords: ['terms of service', 'TCPA', 'AI calls consent'],
    group: 'Legal',
    changeFrequency: 'yearly',
    priority: 0.3,
  },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof PUBLIC_ROUTES)[number]['path'];

/** The route record for a public path. */
export function routeFor(path: PublicPath): PublicRoute {
  const route = PUBLIC_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Unknown public route: ${path}`);
  return route;
}

/** Paths that are not for search engines (robots.txt disallows them; the sitemap never lists them). */
export const PRIVATE_PATHS = ['/admin', '/api/'] as const;
