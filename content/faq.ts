import { SUPPORT_HOURS } from '@/lib/config/company';

export const FAQ_CATEGORIES = [
  'General',
  'Business',
  'Integration',
  'Service',
  'Security',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

/** The /faq page's questions, by category. */
export const faqItems: FaqItem[] = [
  {
    id: 'what-is-ai-voice-agent',
    category: 'General',
    question: 'What is an AI voice agent?',
    answer:
      'An AI voice agent is software that answers and makes phone calls in a natural, human-sounding voice. It understands what callers say, asks follow-up questions, books appointments in your calendar, answers common questions and transfers the call to a person when a human should take over.',
  },
  {
    id: 'sound-robotic',
    category: 'General',
    question: 'Will callers know they are talking to AI?',
    answer:
      'Our agents use natural voices that handle interruptions, accents and follow-up questions, so most callers simply experience a helpful conversation. Where the law or your policy requires it, the agent says up front that it is an AI assistant, and it always offers to connect the caller with a person.',
  },
  {
    id: 'coaching-vs-agents',
    category: 'General',
    question: 'What is the difference between AI voice agents, AI coaching and AI roleplay?',
    answer:
      'AI voice agents talk to your customers. AI sales coaching analyses your team’s real calls with sentiment analysis and call scoring, then builds personalised coaching plans. AI roleplay lets reps practice realistic scenarios with an AI customer before the calls that matter. They work on their own or together on one platform.',
  },
  {
    id: 'languages',
    category: 'General',
    question: 'Which languages do the agents speak?',
    answer:
      'Agents speak English by default. Spanish and other languages are available as part of a custom build, including agents that switch when a caller prefers another language; tell us about your market during the consultation.',
  },
  {
    id: 'pricing',
    category: 'Business',
    question: 'How much does an AI voice agent cost?',
    answer:
      'Pricing is custom and set during a free managed-services consultation, based on your call volume and the integrations you need. Usage is billed from $0.15 per minute of conversation. The ROI calculator on our site shows what that means against the cost of staff answering the same calls.',
  },
  {
    id: 'industries',
    category: 'Business',
    question: 'Which businesses do you work with?',
    answer:
      'We specialise in dental practices, law firms, veterinary clinics and home-service companies, and we build custom agents for healthcare, financial services, retail and sales teams of every size.',
  },
  {
    id: 'replace-staff',
    category: 'Business',
    question: 'Will an AI agent replace my front-desk staff?',
    answer:
      'No. The agent takes over routine, repetitive calls such as bookings, confirmations, directions and common questions, which can reduce front-desk phone workload by up to 70%. Your team keeps the conversations where empathy and judgment matter, and has more time for the customers in front of them.',
  },
  {
    id: 'time-to-launch',
    category: 'Business',
    question: 'How long does it take to go live?',
    answer:
      'Standard agents for our core industries typically go live in 2-4 weeks. Complex custom solutions with several system integrations take 6-12 weeks. We agree on a launch plan with dates during the consultation.',
  },
  {
    id: 'calendar-integration',
    category: 'Integration',
    question: 'Can the agent book appointments in my existing calendar?',
    answer:
      'Yes. The agent reads real availability and books directly into Google Calendar, Microsoft 365, popular practice-management systems for dental and veterinary offices, legal case-management tools and field-service dispatch software.',
  },
  {
    id: 'crm-integration',
    category: 'Integration',
    question: 'Does it work with my CRM?',
    answer:
      'The agent can create and update contacts, log call summaries and transcripts, and trigger follow-up tasks in common CRMs. For other systems we connect through their API or through webhooks you can route with tools such as Zapier or Make.',
  },
  {
    id: 'keep-number',
    category: 'Integration',
    question: 'Can I keep my current phone number?',
    answer:
      'Yes. You can forward all calls, only after-hours calls or only overflow calls from your existing number to the agent, or port your number to us. Nothing changes for your callers.',
  },
  {
    id: 'webhooks',
    category: 'Integration',
    question: 'Can call results be sent to other tools automatically?',
    answer:
      'Yes. After each call the agent can send a signed webhook with the caller’s details, the outcome and a summary, so your other systems update without anyone copying data by hand. Our documentation lists the payload fields.',
  },
  {
    id: 'transfer-to-human',
    category: 'Service',
    question: 'What happens when a caller needs a real person?',
    answer:
      'The agent performs a warm transfer: it tells the caller what is happening, connects them to the right person or team and passes along a short summary so nobody has to repeat themselves. Outside office hours it follows your after-hours or emergency protocol.',
  },
  {
    id: 'support-hours',
    category: 'Service',
    question: 'When can I reach your support team?',
    answer: `Our support team is available ${SUPPORT_HOURS}. Your AI agents keep answering calls 24/7, and we monitor the platform around the clock.`,
  },
  {
    id: 'ongoing-improvement',
    category: 'Service',
    question: 'Do you keep improving the agent after launch?',
    answer:
      'Yes. Managed services include monthly call-quality reviews: we read transcripts, check call scores and sentiment, and update scripts and answers so the agent gets better every month.',
  },
  {
    id: 'demo',
    category: 'Service',
    question: 'How quickly will I hear back after requesting a demo?',
    answer:
      'We contact you within 24 hours of your demo request to schedule a personalised demo built on your business, not a generic recording.',
  },
  {
    id: 'hipaa',
    category: 'Security',
    question: 'Are you HIPAA compliant?',
    answer:
      'Yes. Our platform is built for HIPAA compliance, with encrypted recordings and transcripts, access controls and audit trails. We sign a business associate agreement with healthcare, dental and veterinary customers who need one.',
  },
  {
    id: 'soc2',
    category: 'Security',
    question: 'Is the platform SOC2 compliant?',
    answer:
      'Yes. Our infrastructure and processes follow SOC2 controls for security, availability and confidentiality. We can share our compliance documentation under NDA during evaluation.',
  },
  {
    id: 'data-use',
    category: 'Security',
    question: 'Who owns the call recordings and customer data?',
    answer:
      'You do. Recordings, transcripts and customer details belong to your business, are used only to provide and improve your service, and are never sold. You choose how long recordings are kept, and you can export or delete them at any time.',
  },
  {
    id: 'call-consent',
    category: 'Security',
    question: 'How do you handle consent for outbound and automated calls?',
    answer:
      'Outbound AI calls are placed only to people who have given the required consent, and only between 8 a.m. and 9 p.m. in the recipient’s local time, in line with telephone-consumer-protection rules. Do-not-call requests are honoured immediately.',
  },
];
