import type { FeatureItem } from '@/components/site/feature-grid';
import type { StepItem } from '@/components/site/steps-list';

/** /about-us copy: mission, the three values, the approach. */
export const aboutMission = [
  'Big companies have had call centers, sales coaches and round-the-clock phone coverage for decades. The dental practice down the street, the two-attorney law firm and the family-owned HVAC company have had voicemail.',
  'We started to change that. Our mission is to make enterprise-grade conversational AI accessible to every business: voice agents that answer every call and book real appointments, and AI coaching that helps every salesperson improve, at a price a small business can justify.',
];

export const aboutValues: FeatureItem[] = [
  {
    icon: 'accessibility',
    title: 'Accessibility',
    description:
      'Powerful AI should not require an engineering team. We do the building, connecting and tuning, and price by usage so small businesses can start small.',
  },
  {
    icon: 'badge-check',
    title: 'Quality',
    description:
      'Our agents speak for your business. We test them on real calls, score every conversation and review them with you monthly, because good enough is not.',
  },
  {
    icon: 'eye',
    title: 'Transparency',
    description:
      'Clear pricing from $0.15 per minute, full transcripts of every call, honest answers about what AI can and cannot do, and your data always yours.',
  },
];

export const aboutApproach: StepItem[] = [
  {
    title: 'Start with your calls',
    description:
      'We listen to how your business actually sounds on the phone before we design anything, and we measure where time and customers are lost today.',
  },
  {
    title: 'Build it for you',
    description:
      'Our team designs the conversations, voice and integrations, tests them with you and launches in stages, so nothing changes for your customers overnight.',
  },
  {
    title: 'Improve every month',
    description:
      'Managed services mean we stay: monthly reviews of transcripts, scores and outcomes keep your agent and your team getting better.',
  },
];
