import type { FeatureItem } from '@/components/site/feature-grid';
import type { StatItem } from '@/components/site/stat-grid';
import type { StepItem } from '@/components/site/steps-list';

/** /ai-coaching: the four feature tiles. */
export const coachingFeatures: FeatureItem[] = [
  {
    icon: 'smile',
    title: 'Sentiment Analysis',
    description:
      'Every call is transcribed and read for tone, so you see the exact moment a prospect got excited, confused or frustrated, and how the rep responded.',
  },
  {
    icon: 'clipboard',
    title: 'Coaching Plans',
    description:
      'Call scores turn into a personalised plan for each rep: the two or three skills to work on this week, with examples from their own calls and practice drills.',
  },
  {
    icon: 'message',
    title: 'AI Coach Chat',
    description:
      'Reps ask the AI coach anything, 24/7: how to handle a pricing objection, how to open a follow-up call, or what went wrong on the call they just finished.',
  },
  {
    icon: 'dashboard',
    title: 'Leader Dashboard',
    description:
      'Sales leaders see scores, trends and coaching progress across the whole team, and spend their one-on-ones on the conversations that matter.',
  },
];

export const coachingSteps: StepItem[] = [
  {
    title: 'Connect your calls',
    description:
      'Link your dialer, phone system or meeting recorder. Calls flow in automatically; nobody uploads anything by hand.',
  },
  {
    title: 'AI scores every conversation',
    description:
      'Each call is scored against your sales methodology, with sentiment, talk ratio, questions asked, objections and next steps highlighted.',
  },
  {
    title: 'Reps get coached the same day',
    description:
      'Personalised coaching plans, AI coach chat and practice scenarios help each rep improve before their next call, and managers track the progress.',
  },
];

/** The three coaching statistics shown on /ai-coaching. */
export const coachingStats: StatItem[] = [
  {
    value: '3x',
    label: 'faster skill development',
    detail: 'Feedback arrives the day of the call, not at the next quarterly review.',
  },
  {
    value: '42%',
    label: 'higher conversion rates',
    detail: 'Reps fix the moments that lose deals, call after call.',
  },
  {
    value: '85%',
    label: 'manager efficiency',
    detail: 'Leaders review highlights and trends instead of listening to hours of recordings.',
  },
];

export const coachingHighlights = [
  'Scores every call, not a random sample of five',
  'Coaching grounded in your methodology and your best reps’ calls',
  'AI coach available 24/7, before and after every call',
  'Works with the roleplay trainer so reps practice what they are coached on',
];
