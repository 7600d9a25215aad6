import type { JobFunction } from '@/lib/db/schema/jobs';

interface DefaultJob {
  title: string;
  function: JobFunction;
  description: string;
  qualifications: string;
  location: string;
  salaryRange: string;
}

/** The two postings the careers page starts with, seeded once into a new database. */
export const defaultJobs: DefaultJob[] = [
  {
    title: 'Senior AI Solutions Specialist',
    function: 'sales',
    description:
      'Own the sales conversation with dental practices, law firms, veterinary clinics and home-service companies that want AI voice agents answering their phones. You will run discovery calls, map a prospect’s call flows to an agent design, lead live demos, and work with our implementation team so every deal you close goes live on schedule.',
    qualifications: [
      '- 4+ years of B2B SaaS or telephony sales, with a record of meeting quota',
      '- Comfortable explaining conversational AI, call routing and CRM integrations to non-technical owners',
      '- Experience selling to small and mid-size businesses or multi-location practices',
      '- Clear writer who keeps a tidy pipeline and accurate forecast',
      '- Based in the United States',
    ].join('\n'),
    location: 'Remote (United States)',
    salaryRange: '$95,000 - $130,000 base + commission',
  },
  {
    title: 'AI Implementation Engineer',
    function: 'tech',
    description:
      'Turn signed customers into live AI voice agents. You will design prompts and call flows, connect agents to scheduling, practice-management and CRM systems through APIs and webhooks, test calls end to end, and tune agents after launch using call scoring and transcripts.',
    qualifications: [
      '- 3+ years building integrations with REST APIs and webhooks (TypeScript or Python)',
      '- Working knowledge of telephony concepts: SIP, call transfer, IVR',
      '- Hands-on experience with large language model prompting or evaluation',
      '- Calm with customers on a screen share and precise in written hand-offs',
      '- Able to work from our New York office three days a week',
    ].join('\n'),
    location: 'New York, NY',
    salaryRange: '$120,000 - $155,000',
  },
];
