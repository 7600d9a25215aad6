import { SUPPORT_HOURS } from '@/lib/config/company';

/** Copy for the home page sections, with the claims and numbers exactly as the company states them. */
export const integrationStats = [
  {
    value: '3x',
    label: 'faster onboarding',
    detail: 'New reps reach quota sooner when roleplay and coaching share one platform.',
  },
  {
    value: '42%',
    label: 'higher conversions',
    detail: 'Calls scored and coached on the same day they happen.',
  },
  {
    value: '85%',
    label: 'forecast accuracy',
    detail: 'Every call analysed, so the pipeline reflects what customers actually said.',
  },
  {
    value: '24/7',
    label: 'coach access',
    detail: 'An AI coach that answers reps at any hour, before and after the call.',
  },
];

export const voiceFeatures = [
  {
    title: 'Natural conversations',
    description:
      'Human-sounding voices that understand interruptions, accents and follow-up questions.',
  },
  {
    title: 'Appointment booking',
    description: 'Reads and writes your calendar or practice-management system in real time.',
  },
  {
    title: 'Warm transfer',
    description: 'Hands the caller to a person with a summary when a human should take over.',
  },
  {
    title: 'Voice, SMS and email',
    description: 'Confirms bookings and follows up on the channel your customer prefers.',
  },
  {
    title: 'Call scoring & sentiment',
    description: 'Every call transcribed, scored and tagged so you see what customers feel.',
  },
  {
    title: 'HIPAA & SOC2',
    description: 'Compliant handling of health and personal information, with audit trails.',
  },
];

export const sampleConversation = [
  { speaker: 'Caller', text: 'Hi, I chipped a tooth this morning. Can someone see me today?' },
  {
    speaker: 'AI Agent',
    text: "I'm sorry to hear that. Dr. Alvarez has an opening at 3:30 this afternoon. Would that work for you?",
  },
  { speaker: 'Caller', text: 'Yes, perfect. Do you take Delta Dental?' },
  {
    speaker: 'AI Agent',
    text: "We do. I've booked you for 3:30 today and I'm texting you a confirmation with our address now.",
  },
];

export const demoSteps = [
  {
    title: 'Tell us about your calls',
    description:
      'Share your call volume, common questions and the systems you use. It takes ten minutes.',
  },
  {
    title: 'We build your agent',
    description: 'Our team configures a voice agent on your scripts, calendar and transfer rules.',
  },
  {
    title: 'Hear it live',
    description: 'Call your agent during the demo and hear it book a real appointment.',
  },
];

/** The home page's single service plan ("Services"): managed services, priced by consultation. */
export const managedServicesPlan = {
  id: 'managed',
  label: 'CUSTOM SOLUTIONS',
  name: 'Managed Services',
  description:
    'We design, launch and run your AI voice agents and coaching program for you, from the first script to monthly optimisation.',
  price: 'Custom pricing',
  period: 'based on your call volume, from $0.15 per minute',
  features: [
    'Dedicated implementation team and launch plan',
    'Custom voice, scripts and call flows for your business',
    'Calendar, CRM and practice-management integrations',
    'Monthly call-quality reviews and optimisation',
    'HIPAA and SOC2 compliant infrastructure',
    `Support ${SUPPORT_HOURS}`,
  ],
  highlighted: true,
  buttonText: 'Schedule Consultation',
  action: 'contact',
} as const;
