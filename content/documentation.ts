import type { DocSection } from '@/content/document-types';

/** /documentation: prompting, agent types, integrations, dental systems, ROI. */
export const documentationSections: DocSection[] = [
  {
    id: 'prompting',
    title: 'Prompting Best Practices',
    blocks: [
      {
        type: 'p',
        text: 'The prompt is the agent’s job description. Clear prompts produce calm, accurate calls; vague prompts produce improvisation. Whether you write prompts yourself or review the ones we write, these principles apply.',
      },
      {
        type: 'list',
        items: [
          'State the role and the goal first: who the agent is, whom it serves and what a successful call ends with.',
          'List facts explicitly (hours, locations, prices, policies) instead of expecting the model to know them.',
          'Say what the agent must never do, such as give medical or legal advice or quote prices you do not publish.',
          'Define when to transfer to a person and what to say while transferring.',
          'Keep sentences short and spoken: the agent reads your tone as well as your words.',
          'Test with real call transcripts, including rude, confused and off-topic callers, and revise weekly at first.',
        ],
      },
    ],
    subsections: [
      {
        title: 'Sample prompt: dental practice',
        blocks: [
          {
            type: 'example',
            title: 'Dental receptionist',
            text: 'You are the friendly receptionist for Brightside Family Dental in Miami. Your goal is to book, reschedule or confirm appointments and answer common questions.\n- Office hours: Monday to Friday, 8 AM to 5 PM.\n- New-patient visits are 90 minutes; cleanings are 60 minutes.\n- We accept Delta Dental, Cigna, MetLife and Aetna PPO plans.\nNever give a diagnosis or medication advice. If the caller reports severe pain, swelling, bleeding or trauma, say you are connecting them with the team and transfer the call. Always confirm the patient’s full name, date of birth and phone number before booking.',
          },
        ],
      },
      {
        title: 'Sample prompt: law firm intake',
        blocks: [
          {
            type: 'example',
            title: 'Legal intake specialist',
            text: 'You are the intake specialist for Whitfield & Cole Injury Law. Your goal is to learn whether the caller has a personal injury matter we handle and, if so, book a free consultation.\nAsk: what happened, the date, the city and state, whether anyone was injured, whether a police report exists, and whether they already have a lawyer.\nWe handle car accidents, slip and fall, and workplace injuries in Florida. For other matters, say politely that we cannot help and suggest the Florida Bar referral service.\nNever give legal advice or predict outcomes. If the caller mentions a deadline within 7 days, transfer to the on-call attorney.',
          },
        ],
      },
      {
        title: 'Sample prompt: veterinary clinic',
        blocks: [
          {
            type: 'example',
            title: 'Veterinary front desk',
            text: 'You are the caring front-desk assistant for Coral Gables Animal Clinic. Your goal is to book wellness visits, vaccinations, grooming and boarding, and to answer common questions.\nAsk for the pet’s name, species, breed and age, and the owner’s name and phone number.\nIf the pet has trouble breathing, may have eaten something toxic, is bleeding heavily or has collapsed, say you are connecting them to a technician now and transfer immediately. After hours, give the address of the 24-hour emergency hospital.\nNever recommend medication or doses.',
          },
        ],
      },
    ],
  },
  {
    id: 'inbound-outbound',
    title: 'Inbound versus Outbound Agents',
    blocks: [
      {
        type: 'p',
        text: 'Inbound agents answer calls your customers place. Outbound agents call your contacts: to qualify leads, confirm appointments, remind, renew or win back. The same platform runs both, but they are designed differently.',
      },
    ],
    subsections: [
      {
        title: 'Inbound agents',
        blocks: [
          {
            type: 'list',
            items: [
              'Optimised for speed: answer on the first ring and identify the caller’s need in the first few seconds.',
              'Broad knowledge: callers can ask anything, so the agent needs your full FAQ and clear transfer rules.',
              'Measured by answer rate, resolution without transfer, bookings and caller sentiment.',
            ],
          },
        ],
      },
      {
        title: 'Outbound agents',
        blocks: [
          {
            type: 'list',
            items: [
              'Call only contacts who gave the required consent, and honour opt-out requests immediately.',
              'Call between 9am and 7pm in the contact’s local time for the best answer rates; never outside the legally permitted hours.',
              'Open with who is calling and why within the first sentence.',
              'Keep the goal narrow: one call, one outcome, such as a confirmed appointment or a qualified lead.',
              'Leave a short voicemail with a callback number when nobody answers, and retry at a different time of day.',
            ],
          },
          {
            type: 'note',
            text: 'Our outbound scheduler enforces each contact’s local time zone and your own calling windows. Legal limits always apply: calls only between 8 a.m. and 9 p.m. local time.',
          },
        ],
      },
    ],
  },
  {
    id: 'api-webhooks',
    title: 'API Integrations and Webhooks',
    blocks: [
      {
        type: 'p',
        text: 'Agents exchange data with your systems in two directions: they read information during a call (availability, customer records) through integrations, and they send results after a call through webhooks.',
      },
    ],
    subsections: [
      {
        title: 'Webhooks after each call or form',
        blocks: [
          {
            type: 'p',
            text: 'Add a webhook URL in your dashboard and we POST the result of each call or lead form to it. Payloads are form-encoded, so tools such as Zapier and Make can read them directly, and each request is signed following the Standard Webhooks specification.',
          },
          {
            type: 'list',
            items: [
              'webhook-id: a unique message id; use it to ignore duplicates.',
              'webhook-timestamp: when the message was sent, in seconds since 1970.',
              'webhook-signature: v1, followed by a base64 HMAC-SHA256 of “id.timestamp.body” with your endpoint secret.',
            ],
          },
          {
            type: 'example',
            title: 'Example payload (form-encoded, shown decoded)',
            text: 'firstName=Maria\nlastName=Lopez\nemail=maria@example.com\nphone=+1 305 555 0142\ncompany=Brightside Family Dental\nindustry=dental\nemployeeCount=11-50\nserviceType=managed\nagreeToTerms=true',
          },
        ],
      },
      {
        title: 'Delivery and retries',
        blocks: [
          {
            type: 'p',
            text: 'Answer with any 2xx status within 15 seconds to confirm receipt. Failed deliveries are retried with increasing delays over about three days (immediately, after 5 seconds, 5 minutes, 30 minutes, 2 hours, then several more times up to 24 hours apart), so a short outage on your side loses nothing. Answering 410 Gone stops deliveries to that endpoint.',
          },
        ],
      },
      {
        title: 'Reading data during calls',
        blocks: [
          {
            type: 'p',
            text: 'For calendars, CRMs and scheduling tools we connect through their official APIs with access you grant and can revoke at any time. For in-house systems, we agree on a small REST endpoint that the agent calls with a per-customer key.',
          },
        ],
      },
    ],
  },
  {
    id: 'dental-integrations',
    title: 'Dental Practice Management Integrations',
    blocks: [
      {
        type: 'p',
        text: 'Dental agents book directly into your practice-management system so the schedule your team sees is always the real one. We integrate with the widely used cloud and on-premise systems through their official interfaces or certified connectors.',
      },
      {
        type: 'list',
        items: [
          'Read provider schedules, operatories and appointment types to offer only valid openings.',
          'Create, move and cancel appointments with the right length and provider.',
          'Find existing patients by name, date of birth and phone number; create new-patient records for first visits.',
          'Write a call note with the transcript summary to the patient’s chart.',
          'Send confirmations and reminders, and update the confirmation status in the schedule.',
        ],
      },
      {
        type: 'note',
        text: 'All dental integrations run on HIPAA-compliant infrastructure under a business associate agreement. The agent only reads the fields it needs to schedule and identify patients.',
      },
    ],
  },
  {
    id: 'roi-metrics',
    title: 'ROI and Metrics',
    blocks: [
      {
        type: 'p',
        text: 'Measure the agent the way you would measure a new team member: by the work it takes off your team and by the results it brings in.',
      },
      {
        type: 'list',
        items: [
          'Answer rate: the share of calls answered live. Target: close to 100%.',
          'Resolution rate: calls completed without a transfer.',
          'Bookings and qualified leads per week, and how many came outside business hours.',
          'Average handle time and caller sentiment.',
          'Staff hours saved: minutes handled by the agent divided by 60.',
        ],
      },
      {
        type: 'p',
        text: 'Cost comparison: staff cost is employees needed (phone minutes per day ÷ 60 ÷ 8, rounded up) × hourly rate × 8 hours × 30 days; AI cost is $0.15 × phone minutes per day × 30. With 30 calls a day of 5 minutes at $18 an hour, that is $4,320 against $675 a month, a saving of about 84%.',
      },
      { type: 'roi-calculator', label: 'Open the ROI Calculator' },
    ],
  },
];
