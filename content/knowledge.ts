import type { DocSection } from '@/content/document-types';
import { SUPPORT_HOURS } from '@/lib/config/company';

/** /knowledge: the help centre's five sections. */
export const knowledgeSections: DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    blocks: [
      {
        type: 'p',
        text: 'Welcome. This guide takes you from a signed agreement to a live AI voice agent. Most customers on a standard build are answering real calls within 2-4 weeks; your implementation manager keeps you informed at every step.',
      },
    ],
    subsections: [
      {
        title: 'Your first week',
        blocks: [
          {
            type: 'steps',
            items: [
              'Join the kickoff call with your implementation manager and share your goals, call volume and busiest hours.',
              'Send us five to ten recent call recordings, or describe your most common call types if you do not record calls.',
              'Share the documents your team uses on the phone: scripts, FAQs, pricing sheets, service areas and policies.',
              'Give us access to the systems the agent will use, such as your calendar, practice-management system or CRM.',
            ],
          },
        ],
      },
      {
        title: 'Choosing how calls reach the agent',
        blocks: [
          {
            type: 'p',
            text: 'You decide when the agent answers. Most businesses start with one of three routing options and expand later:',
          },
          {
            type: 'list',
            items: [
              'After hours only: calls outside business hours are forwarded to the agent.',
              'Overflow: the agent answers when your team does not pick up within a set number of rings.',
              'All calls: the agent answers first and transfers to people when needed.',
            ],
          },
        ],
      },
      {
        title: 'Testing before launch',
        blocks: [
          {
            type: 'p',
            text: 'Before go-live you receive a test number. Call it as your customers would: book, cancel, ask difficult questions and request a person. Note anything that sounds wrong and send it to your implementation manager; changes are usually live the same day.',
          },
        ],
      },
    ],
  },
  {
    id: 'features',
    title: 'Features and Capabilities',
    blocks: [
      {
        type: 'p',
        text: 'Your plan includes the capabilities agreed in your proposal. The most common ones are described below; ask your account manager about adding others.',
      },
    ],
    subsections: [
      {
        title: 'AI call agents',
        blocks: [
          {
            type: 'list',
            items: [
              'Inbound customer support and appointment scheduling in your calendar or practice system.',
              'Outbound lead qualification and reminder calls to contacts who gave consent.',
              'Warm transfer to a person, with a summary passed along so the caller does not repeat themselves.',
              'Follow-up by SMS and email after the call: confirmations, directions and reminders.',
              'Call scoring and sentiment analysis for every conversation.',
            ],
          },
        ],
      },
      {
        title: 'AI sales coaching and roleplay',
        blocks: [
          {
            type: 'list',
            items: [
              'Sentiment analysis and call scoring of your team’s recorded calls.',
              'Personalised coaching plans and an AI coach chat available 24/7.',
              'A leader dashboard with scores and trends across the team.',
              'Roleplay modules with scenarios for objections, closing, discovery, difficult customers, demos and follow-ups.',
            ],
          },
        ],
      },
      {
        title: 'Transcripts, recordings and summaries',
        blocks: [
          {
            type: 'p',
            text: 'Every call produces a transcript, a short summary, the outcome (for example “appointment booked”) and a sentiment score. Recordings are stored encrypted and kept for the retention period you choose.',
          },
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'Managing Your Account',
    blocks: [
      {
        type: 'p',
        text: 'Sign in through the Login link at the top of this site to open your dashboard. From there you can review calls, manage users and adjust settings.',
      },
    ],
    subsections: [
      {
        title: 'Users and permissions',
        blocks: [
          {
            type: 'list',
            items: [
              'Owners manage billing, users and every setting.',
              'Managers review calls, edit answers and see team dashboards.',
              'Staff see the calls and summaries assigned to them.',
            ],
          },
          {
            type: 'p',
            text: 'Remove users as soon as someone leaves your team; their access ends immediately.',
          },
        ],
      },
      {
        title: 'Updating what the agent says',
        blocks: [
          {
            type: 'p',
            text: 'Changes to hours, prices, services or policies should reach the agent the same day they change for your staff. Edit the knowledge entries in your dashboard, or email your account manager and we will make the change for you.',
          },
        ],
      },
      {
        title: 'Billing and usage',
        blocks: [
          {
            type: 'p',
            text: 'Your dashboard shows minutes used this month, calls by outcome and your current invoice. Usage is billed per minute of conversation at the rate in your agreement, from $0.15 per minute.',
          },
        ],
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    blocks: [
      {
        type: 'p',
        text: `Most issues come from call routing or from information the agent does not have yet. Start with the checks below; if the problem continues, contact support ${SUPPORT_HOURS}, with the date and time of an affected call.`,
      },
    ],
    subsections: [
      {
        title: 'Calls are not reaching the agent',
        blocks: [
          {
            type: 'steps',
            items: [
              'Check the call-forwarding settings with your phone provider: the forwarding number must match the one in your dashboard.',
              'Confirm the routing mode (after hours, overflow or all calls) and your business-hours schedule.',
              'Place a test call from a mobile phone and look for it in the call log within a minute.',
            ],
          },
        ],
      },
      {
        title: 'Appointments are not appearing in the calendar',
        blocks: [
          {
            type: 'list',
            items: [
              'Reconnect the calendar integration if its access was revoked or a password changed.',
              'Check that the appointment types and providers the agent books still exist in your system.',
              'Look at the call summary: if the caller declined the offered times, no booking was made.',
            ],
          },
        ],
      },
      {
        title: 'The agent gave a wrong or outdated answer',
        blocks: [
          {
            type: 'p',
            text: 'Find the call in your log, open the transcript and send the correct answer to your account manager with the call’s date and time; corrections are usually live the same day. For urgent changes, such as an unexpected closure, email support and we update the agent right away.',
          },
        ],
      },
    ],
  },
  {
    id: 'best-practices',
    title: 'Best Practices',
    blocks: [
      {
        type: 'p',
        text: 'The customers who get the most from their agents treat them like a new team member: they give clear guidance, review their work and keep them informed.',
      },
      {
        type: 'list',
        items: [
          'Review ten transcripts a week for the first month and note anything you would have said differently.',
          'Keep your knowledge entries current; outdated hours and prices cause most wrong answers.',
          'Decide in advance which calls must go to a person, and keep transfer numbers staffed.',
          'Tell your regular customers about the agent; most appreciate faster answers.',
          'Use call scores and sentiment to spot recurring questions, then fix the cause, not only the answer.',
        ],
      },
      {
        type: 'links',
        links: [
          { href: '/documentation', label: 'Read the documentation' },
          { href: '/faq', label: 'Browse the FAQ' },
        ],
      },
    ],
  },
];
