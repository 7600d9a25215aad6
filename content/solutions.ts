import type { FeatureItem } from '@/components/site/feature-grid';
import type { FeatureIconName } from '@/components/site/feature-icon';
import type { Industry } from '@/content/industries';
import type { Testimonial } from '@/content/testimonials';

/** What a /solutions section is about: an industry, or the custom section. */
export type SolutionSubject = Pick<Industry, 'name' | 'description' | 'benefits'> & { id: string };

export interface IndustrySolution {
  id: Industry['id'];
  icon: FeatureIconName;
  headline: string;
  features: FeatureItem[];
  /** Id of the customer story shown with the section. */
  testimonialId: string;
}

/** /solutions: what the agent does in each industry; descriptions and benefits live in industries.ts. */
export const industrySolutions: IndustrySolution[] = [
  {
    id: 'dental',
    icon: 'stethoscope',
    headline: 'A front desk that never puts a patient on hold',
    testimonialId: 'dental',
    features: [
      {
        icon: 'calendar-check',
        title: 'Scheduling in your practice system',
        description:
          'Books hygiene, new-patient and treatment visits by provider and chair, with the right appointment length.',
      },
      {
        icon: 'repeat',
        title: 'Confirmations and cancellation fill',
        description:
          'Confirms tomorrow’s schedule and offers freed-up slots to patients on your short-notice list.',
      },
      {
        icon: 'shield',
        title: 'Insurance and new-patient questions',
        description:
          'Explains accepted plans, first-visit steps and paperwork using answers your team approved.',
      },
      {
        icon: 'phone-forwarded',
        title: 'Emergency triage',
        description:
          'Pain, swelling or trauma is transferred to your team at once, or handled by your after-hours protocol.',
      },
    ],
  },
  {
    id: 'legal',
    icon: 'scale',
    headline: 'Intake that turns every call into a qualified consultation',
    testimonialId: 'legal',
    features: [
      {
        icon: 'clipboard',
        title: 'Your intake questions, every time',
        description:
          'Practice area, dates, parties and deadlines collected in a natural conversation and saved as a structured summary.',
      },
      {
        icon: 'calendar-check',
        title: 'Consultations on attorney calendars',
        description:
          'Qualified callers are booked with the right attorney, with confirmation and reminder messages.',
      },
      {
        icon: 'clock',
        title: 'After-hours and weekend coverage',
        description:
          'Urgent matters such as arrests or deadlines reach your on-call attorney; everything else is booked for the morning.',
      },
      {
        icon: 'message',
        title: 'Client status updates',
        description:
          'Existing clients get answers to routine questions and are routed to the right paralegal for the rest.',
      },
    ],
  },
  {
    id: 'veterinary',
    icon: 'paw',
    headline: 'A calm, caring voice for every pet owner',
    testimonialId: 'veterinary',
    features: [
      {
        icon: 'calendar-check',
        title: 'Wellness, grooming and boarding bookings',
        description:
          'Schedules the right visit type for each pet and sends confirmations with preparation instructions.',
      },
      {
        icon: 'phone-forwarded',
        title: 'Urgent-case transfer',
        description:
          'Symptoms such as trouble breathing, poisoning or trauma are transferred to a technician immediately.',
      },
      {
        icon: 'repeat',
        title: 'Vaccine and follow-up reminders',
        description:
          'Outbound reminder calls and texts keep vaccines, dental cleanings and rechecks on schedule.',
      },
      {
        icon: 'message',
        title: 'Common care questions',
        description:
          'Hours, prescriptions, pre-surgery fasting and post-visit care answered from your clinic’s guidance.',
      },
    ],
  },
  {
    id: 'home-services',
    icon: 'house',
    headline: 'Answer first, win the job',
    testimonialId: 'home-services',
    features: [
      {
        icon: 'phone-incoming',
        title: 'Answered in seconds, day and night',
        description:
          'Every call is picked up with your company name, including evenings, weekends and storm-day spikes.',
      },
      {
        icon: 'target',
        title: 'Job qualification',
        description:
          'Checks service area, job type and urgency, and collects address and access details.',
      },
      {
        icon: 'calendar-check',
        title: 'Dispatch-ready bookings',
        description:
          'Offers real arrival windows from your dispatch calendar and books the technician.',
      },
      {
        icon: 'phone-outgoing',
        title: 'Estimate follow-up',
        description:
          'Calls and texts customers who received a quote, answers questions and books the work.',
      },
    ],
  },
];

/** The custom section at the end of /solutions. */
/** The custom section of /solutions: the same parts as an industry's, for everyone else. */
export const customSolution = {
  subject: {
    id: 'custom',
    name: 'Custom Solutions',
    description:
      'Healthcare groups, financial services, retail and sales teams use the same platform with agents designed around their own calls. We build inbound and outbound agents, live human handoff, custom voices, system integrations and complete AI call centers.',
    benefits: [
      'Simple builds live in 2-4 weeks; complex projects in 6-12 weeks',
      'Integrations with your CRM, scheduling and internal systems',
      'HIPAA and SOC2 compliant infrastructure',
      'Managed services with monthly optimisation',
    ],
  },
  solution: {
    icon: 'workflow',
    headline: 'Custom solutions for every other industry',
    features: [
      {
        icon: 'phone-incoming',
        title: 'Inbound and outbound agents',
        description:
          'Answer support lines and order desks, or run reminder, renewal and win-back campaigns in your calling windows.',
      },
      {
        icon: 'phone-forwarded',
        title: 'Live human handoff',
        description:
          'Warm transfers to the right person with a summary of the call, so nobody asks the caller to repeat themselves.',
      },
      {
        icon: 'audio-waveform',
        title: 'Your own voice',
        description:
          'A custom voice and ambient sound that match your brand, from a calm clinic to a busy showroom.',
      },
      {
        icon: 'plug',
        title: 'Connected to your systems',
        description:
          'Reads and writes your CRM, scheduling, ticketing and internal tools through APIs and webhooks.',
      },
    ],
  },
  testimonial: {
    id: 'custom',
    name: 'Priya Nair',
    position: 'Director of Patient Access',
    company: 'Coastal Health Partners',
    quote:
      'We run twelve clinics on three scheduling systems. Their team built one agent that books across all of them, hands urgent calls to our nurses with a summary, and went live in nine weeks. Our call abandonment rate fell from 18% to under 3%.',
    industry: 'Healthcare',
    rating: 5,
  },
} satisfies {
  subject: SolutionSubject;
  solution: Omit<IndustrySolution, 'id' | 'testimonialId'>;
  testimonial: Testimonial;
};
