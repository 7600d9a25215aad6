import type { FeatureItem } from '@/components/site/feature-grid';
import type { StatItem } from '@/components/site/stat-grid';
import type { StepItem } from '@/components/site/steps-list';

/** /ai-roleplay: the three feature blurbs. */
export const roleplayFeatures: FeatureItem[] = [
  {
    icon: 'sparkles',
    title: 'Unlimited AI scenarios',
    description:
      'Realistic AI buyers with their own personalities, budgets and objections. Practice as often as you like, at any hour, without booking a manager’s time.',
  },
  {
    icon: 'target',
    title: 'Instant, specific feedback',
    description:
      'After every session you get a score and line-by-line feedback: what landed, what missed and the exact phrasing to try next time.',
  },
  {
    icon: 'trending',
    title: 'Coaching plans and progress tracking',
    description:
      'Results feed each rep’s coaching plan, and managers see progress by skill across the team, so practice turns into measurable improvement.',
  },
];

/** The three-step flow: choose scenario, practice with AI, get scored. */
export const roleplaySteps: StepItem[] = [
  {
    title: 'Choose a scenario',
    description:
      'Pick a module and a difficulty, or let your coaching plan choose the scenario that targets the skill you are working on.',
  },
  {
    title: 'Practice with AI',
    description:
      'Talk through the call out loud with an AI customer who reacts like a real one: interrupting, pushing back and asking hard questions.',
  },
  {
    title: 'Get scored',
    description:
      'Receive an instant score with strengths, missed opportunities and suggested wording, then try again and watch the score climb.',
  },
];

interface RoleplayModule {
  id: string;
  title: string;
  scenarios: number;
  description: string;
}

/** The six training modules and their scenario counts on /ai-roleplay. */
export const roleplayModules: RoleplayModule[] = [
  {
    id: 'objection-handling',
    title: 'Objection Handling',
    scenarios: 15,
    description:
      'Price, timing, competitor and "send me some information" objections, from polite brush-offs to firm refusals.',
  },
  {
    id: 'closing-techniques',
    title: 'Closing Techniques',
    scenarios: 12,
    description:
      'Ask for the business with confidence: trial closes, assumptive closes and clear next steps that buyers agree to.',
  },
  {
    id: 'discovery-calls',
    title: 'Discovery Calls',
    scenarios: 20,
    description:
      'Uncover pain, budget, authority and timeline with open questions, active listening and well-timed follow-ups.',
  },
  {
    id: 'difficult-customers',
    title: 'Difficult Customers',
    scenarios: 18,
    description:
      'Stay calm and helpful with frustrated, impatient or skeptical callers, and turn tense calls into resolved ones.',
  },
  {
    id: 'product-demos',
    title: 'Product Demos',
    scenarios: 10,
    description:
      'Tailor the story to the buyer, connect features to their problems and handle questions in the middle of the demo.',
  },
  {
    id: 'follow-up-calls',
    title: 'Follow-up Calls',
    scenarios: 14,
    description:
      'Re-engage prospects who went quiet, confirm decisions and keep deals moving without sounding pushy.',
  },
];

/** The three result statistics. */
export const roleplayStats: StatItem[] = [
  {
    value: '50%',
    label: 'faster skill development',
    detail: 'Reps practice the hard conversations before they happen for real.',
  },
  {
    value: '94%',
    label: 'engagement rate',
    detail: 'Short, realistic sessions reps actually want to repeat.',
  },
  {
    value: '3x',
    label: 'faster onboarding',
    detail: 'New hires reach confident, on-message calls in weeks, not months.',
  },
];
