import type { DocSection } from '@/content/document-types';

/** /what-you-should-know: the plain-language guide to AI voice agents. */
export const explainerSections: DocSection[] = [
  {
    id: 'what-it-is',
    title: 'What an AI voice agent is, and is not',
    blocks: [
      {
        type: 'p',
        text: 'An AI voice agent is a phone assistant powered by speech recognition, a large language model and a natural-sounding voice. It holds a real conversation: it listens, understands what the caller wants even when they phrase it unexpectedly, asks follow-up questions and takes action in your systems.',
      },
      {
        type: 'p',
        text: 'It is not a phone menu. Nobody presses 1. It is also not a replacement for judgment: a well-designed agent knows what it should not decide and hands those calls to a person, with a summary, in seconds.',
      },
    ],
  },
  {
    id: 'what-it-handles',
    title: 'What it handles well',
    blocks: [
      {
        type: 'list',
        items: [
          'Booking, rescheduling, confirming and cancelling appointments in your real calendar.',
          'Answering the questions your team hears every day: hours, prices, insurance, directions, policies.',
          'Qualifying new leads with your questions and routing them to the right person.',
          'After-hours, weekend and overflow calls that used to go to voicemail.',
          'Outbound reminders and follow-ups to contacts who agreed to be called.',
          'Follow-up texts and emails after the call.',
        ],
      },
      {
        type: 'p',
        text: 'For dental practices, law firms, veterinary clinics and home-service companies, these routine calls are usually the majority of phone time, which is why front-desk phone workload can fall by up to 70%.',
      },
    ],
  },
  {
    id: 'what-it-costs',
    title: 'What it costs',
    blocks: [
      {
        type: 'p',
        text: 'Pricing is custom and agreed in a consultation, because call volume and integrations vary widely. Usage is billed from $0.15 per minute of conversation. As a reference point, 30 calls a day averaging five minutes is 150 minutes a day, about $675 a month of AI time, compared with roughly $4,320 a month for one full-time employee at $18 an hour.',
      },
      { type: 'roi-calculator', label: 'Calculate your own savings' },
    ],
  },
  {
    id: 'how-callers-react',
    title: 'How callers react',
    blocks: [
      {
        type: 'p',
        text: 'Callers care about three things: being answered quickly, being understood and getting what they called for. When an agent delivers those, most callers simply experience good service. Where rules or your own policy require it, the agent introduces itself as an AI assistant, and it always offers to connect the caller with a person.',
      },
    ],
  },
  {
    id: 'compliance',
    title: 'Compliance, consent and privacy',
    blocks: [
      {
        type: 'list',
        items: [
          'Health information is handled on HIPAA-compliant infrastructure, with a business associate agreement for covered practices.',
          'Our platform follows SOC2 controls for security, availability and confidentiality.',
          'Outbound and automated calls are placed only with the consent the law requires, and only between 8 a.m. and 9 p.m. in the recipient’s local time.',
          'Opt-out and do-not-call requests are honoured immediately.',
          'Recordings and transcripts belong to you, are encrypted and are kept only as long as you choose.',
        ],
      },
      {
        type: 'links',
        links: [
          { href: '/privacy-policy', label: 'Privacy Policy' },
          { href: '/terms-of-service', label: 'Terms of Service' },
        ],
      },
    ],
  },
  {
    id: 'how-to-launch',
    title: 'How to launch one',
    blocks: [
      {
        type: 'steps',
        items: [
          'Consultation: we review your call types, volume and systems, and you hear a demo. We contact you within 24 hours of your request.',
          'Build: we design the conversations, voice and integrations. Standard builds take 2-4 weeks; complex custom projects 6-12 weeks.',
          'Test: you call a test number and we refine the agent together.',
          'Launch: start with after-hours or overflow calls, then expand.',
          'Improve: monthly reviews of transcripts, scores and outcomes keep the agent getting better.',
        ],
      },
    ],
  },
  {
    id: 'questions-to-ask',
    title: 'Questions to ask any provider',
    blocks: [
      {
        type: 'list',
        items: [
          'Can the agent book into my actual systems, or only take messages?',
          'How does it hand a call to a person, and what does my team see?',
          'Who improves the agent after launch, and how often?',
          'What compliance evidence can you show (HIPAA, SOC2, consent handling)?',
          'What will a typical month cost at my call volume?',
        ],
      },
    ],
  },
];
