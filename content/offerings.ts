interface Offering {
  id: 'voice-agents' | 'ai-coaching' | 'ai-roleplay';
  title: string;
  subtitle: string;
  description: string;
  benefits: string[];
  cta: string;
  href: string;
}

export const offerings: Offering[] = [
  {
    id: 'voice-agents',
    title: 'AI Call Agents',
    subtitle: 'Every call answered, every lead captured',
    description:
      'Voice agents that answer inbound calls, qualify outbound leads, schedule appointments and hand warm transfers to your team when a human should take over.',
    benefits: [
      'Outbound lead qualification and appointment scheduling',
      'Inbound customer support with warm transfer to human agents',
      'Call scoring and sentiment analysis on every conversation',
      'Multi-channel follow-up by voice, SMS and email',
    ],
    cta: 'Schedule Demo',
    href: '/solutions',
  },
  {
    id: 'ai-coaching',
    title: 'AI Sales Coaching',
    subtitle: 'A coach on every call, 24/7',
    description:
      'Sentiment analysis and call scoring turn each conversation into a personalised coaching plan, with an AI coach reps can ask anything and a dashboard for sales leaders.',
    benefits: [
      '42% higher conversions',
      '85% forecast accuracy',
      '24/7 AI coach access',
      'Leader dashboard across the whole team',
    ],
    cta: 'Schedule Demo',
    href: '/ai-coaching',
  },
  {
    id: 'ai-roleplay',
    title: 'AI Roleplay Training',
    subtitle: 'Practice with AI before the real call',
    description:
      'Unlimited AI scenarios for objection handling, discovery, closing and difficult customers, with instant feedback, coaching plans and progress tracking.',
    benefits: [
      '50% faster skill development',
      '94% engagement rate',
      '3x faster onboarding for new hires',
      'Progress tracking for every rep',
    ],
    cta: 'Schedule Demo',
    href: '/ai-roleplay',
  },
];
