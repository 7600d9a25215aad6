import type { FeatureItem } from '@/components/site/feature-grid';

/** The three culture values on /careers ("Our Culture"). */
export const cultureValues: FeatureItem[] = [
  {
    icon: 'lightbulb',
    title: 'Innovation',
    description:
      'We ship new capabilities every week and test them on real calls. Everyone is expected to question how things are done and to prototype a better way.',
  },
  {
    icon: 'users',
    title: 'Collaboration',
    description:
      'Sales, implementation and engineering work on the same customer problems. We write things down, share context openly and make decisions together.',
  },
  {
    icon: 'trophy',
    title: 'Excellence',
    description:
      'Our agents speak for our customers’ businesses, so the bar is high: careful work, honest reviews of what went wrong and steady improvement.',
  },
];
