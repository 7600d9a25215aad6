import type { FeatureItem } from '@/components/site/feature-grid';
import type { FeatureIconName } from '@/components/site/feature-icon';

/** Why Partner With Us: the three cards on /partners. */
export const partnerBenefits: FeatureItem[] = [
  {
    icon: 'trending',
    title: 'Attractive Revenue Split',
    description:
      'Earn up to 30% recurring commission on every customer you bring, for as long as they stay. Monthly payouts and a partner dashboard show exactly what you have earned.',
  },
  {
    icon: 'palette',
    title: 'White-Label Solutions',
    description:
      'Offer AI voice agents and coaching under your own brand: your logo, your domain and your pricing, with our team and platform behind the scenes.',
  },
  {
    icon: 'megaphone',
    title: 'Marketing Support',
    description:
      'Co-branded decks, demo agents, case studies and campaign templates, plus help from our team on joint webinars and your first sales calls.',
  },
];

interface PartnershipType {
  id: string;
  icon: FeatureIconName;
  title: string;
  description: string;
  idealFor: string;
  includes: string[];
}

/** Partnership Types: the two cards. */
export const partnershipTypes: PartnershipType[] = [
  {
    id: 'reseller',
    icon: 'handshake',
    title: 'Reseller Partners',
    description:
      'Telecom providers, IT managed-service providers and software vendors who add AI voice agents to what their customers already buy from them.',
    idealFor: 'Companies that already own the customer relationship and the phone line.',
    includes: [
      'Up to 30% recurring commission',
      'Partner pricing and deal registration',
      'Sales training and demo environments',
      'Our team handles implementation and support',
    ],
  },
  {
    id: 'agency',
    icon: 'building',
    title: 'Agency Partners',
    description:
      'Digital marketing agencies, consultants and practice advisors who want to deliver booked appointments, not just leads, for their clients.',
    idealFor:
      'Agencies and consultants serving dental, legal, veterinary and home-service clients.',
    includes: [
      'White-label dashboard and reporting',
      'Co-branded marketing material',
      'Recurring revenue on every client account',
      'Priority support for your client launches',
    ],
  },
];
