import type { FeatureIconName } from '@/components/site/feature-icon';
import { SOLUTION_CAPABILITIES } from '@/lib/forms/options';
import { SUPPORT_HOURS } from '@/lib/config/company';

type CapabilityId = (typeof SOLUTION_CAPABILITIES)[number]['value'];

interface Capability {
  /** Same id as the custom-solution form's solution type. */
  id: CapabilityId;
  icon: FeatureIconName;
  description: string;
}

/** The 8 capability cards of /custom-solutions; titles come from the form's option labels. */
const capabilityDetails: Record<CapabilityId, Omit<Capability, 'id'>> = {
  'inbound-voice-agents': {
    icon: 'phone-incoming',
    description:
      'Agents that answer every inbound call, understand free-form requests, book appointments and resolve common questions in your brand’s voice.',
  },
  'outbound-voice-campaigns': {
    icon: 'phone-outgoing',
    description:
      'Consent-based outbound calls for lead qualification, reminders, renewals and win-back campaigns, within legal calling hours.',
  },
  'live-human-handoff': {
    icon: 'phone-forwarded',
    description:
      'Warm transfers to the right person or team with a spoken and written summary, so callers never repeat themselves.',
  },
  'custom-voice-development': {
    icon: 'audio-waveform',
    description:
      'A distinctive voice designed for your brand: tone, pace, vocabulary and pronunciation of your product and place names.',
  },
  'ambient-sound-integration': {
    icon: 'headphones',
    description:
      'Subtle office or call-center ambience and natural pauses that make conversations feel familiar to your callers.',
  },
  'full-ai-call-center': {
    icon: 'building',
    description:
      'Inbound, outbound, routing, quality scoring and reporting in one AI call center that scales with your call volume.',
  },
  'custom-system-integration': {
    icon: 'plug',
    description:
      'Connections to your CRM, scheduling, ERP, practice-management or in-house systems through APIs and signed webhooks.',
  },
  'intelligent-workflows': {
    icon: 'workflow',
    description:
      'Multi-step automations triggered by calls: follow-up texts and emails, task creation, escalations and data updates.',
  },
};

export const capabilities = SOLUTION_CAPABILITIES.map((option) => ({
  id: option.value,
  title: option.label,
  ...capabilityDetails[option.value],
}));

interface ProcessStep {
  title: string;
  duration: string;
  description: string;
}

/** How a custom build runs, with its timelines. */
export const developmentProcess: ProcessStep[] = [
  {
    title: 'Discovery',
    duration: 'Week 1',
    description:
      'We study your call recordings, scripts, systems and goals, and agree on what success looks like in numbers.',
  },
  {
    title: 'Design and build',
    duration: '2-4 weeks for simple builds · 6-12 weeks for complex ones',
    description:
      'Conversation design, voice, integrations and workflows, built in short iterations you can call and test along the way.',
  },
  {
    title: 'Launch',
    duration: 'Go-live week',
    description:
      'A staged rollout, starting with overflow or after-hours calls, with our team monitoring every conversation.',
  },
  {
    title: 'Optimise',
    duration: 'Ongoing',
    description:
      'Monthly reviews of transcripts, scores and outcomes, with improvements shipped continuously.',
  },
];

interface CustomFaq {
  id: 'timeline' | 'integrations' | 'pricing' | 'custom-voice' | 'support';
  question: string;
  answer: string;
}

/** The five custom-solution questions on /custom-solutions. */
export const customSolutionFaq: CustomFaq[] = [
  {
    id: 'timeline',
    question: 'How long does it take to build a custom solution?',
    answer:
      'Simple builds, such as an inbound agent with calendar booking, typically take 2-4 weeks. Complex solutions with several integrations, outbound campaigns or a full AI call center take 6-12 weeks. You get a dated plan after discovery.',
  },
  {
    id: 'integrations',
    question: 'Which systems can you integrate with?',
    answer:
      'Any system with an API or webhooks: CRMs, calendars, practice-management and case-management systems, dispatch and field-service tools, ERPs and your own databases. Where no API exists, we agree on a secure file or email-based hand-off.',
  },
  {
    id: 'pricing',
    question: 'How is a custom solution priced?',
    answer:
      'Pricing is set in a consultation based on scope, integrations and call volume. Usage is billed from $0.15 per minute, and you receive a written quote before any work starts.',
  },
  {
    id: 'custom-voice',
    question: 'Can you create a voice unique to our brand?',
    answer:
      'Yes. Custom voice development covers tone, pace, accent and the pronunciation of your brand, product and place names, and can be combined with ambient sound for a familiar feel.',
  },
  {
    id: 'support',
    question: 'What support do we get after launch?',
    answer: `Managed services include monitoring, monthly call-quality reviews and continuous improvements. Our support team is available ${SUPPORT_HOURS}, while your agents run 24/7.`,
  },
];
