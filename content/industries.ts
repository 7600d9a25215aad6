export interface Industry {
  /** Section id on /solutions and the anchor the home cards link to. */
  id: 'dental' | 'legal' | 'veterinary' | 'home-services';
  name: string;
  shortName: string;
  description: string;
  benefits: string[];
}

export const industries: Industry[] = [
  {
    id: 'dental',
    name: 'Dental Practices',
    shortName: 'Dental',
    description:
      'An AI receptionist that answers every patient call, books and confirms cleanings, fills last-minute cancellations and answers insurance questions, so your front desk can focus on the patients in the chair.',
    benefits: [
      'Books, reschedules and confirms appointments around the clock',
      'Answers insurance and new-patient questions in a friendly voice',
      'Cuts front-desk phone workload by up to 70%',
      'HIPAA-compliant call handling and data storage',
    ],
  },
  {
    id: 'legal',
    name: 'Law Firms',
    shortName: 'Legal',
    description:
      'Intake that never sends a potential client to voicemail: the agent screens new matters, collects case details, checks conflicts against your criteria and books consultations with the right attorney.',
    benefits: [
      'Qualifies new matters with your own intake questions',
      'Books consultations directly on attorney calendars',
      'Captures after-hours and weekend leads that used to go to voicemail',
      'Confidential handling with full call transcripts for your records',
    ],
  },
  {
    id: 'veterinary',
    name: 'Veterinary Clinics',
    shortName: 'Veterinary',
    description:
      'A calm, caring voice for pet owners: the agent books visits, sends vaccine reminders, answers common care questions and routes emergencies to your team immediately.',
    benefits: [
      'Schedules wellness visits, grooming and boarding',
      'Triage prompts that transfer urgent cases to staff right away',
      'Reminder calls for vaccines and follow-ups',
      'Frees technicians from the phone during busy clinic hours',
    ],
  },
  {
    id: 'home-services',
    name: 'Home Services',
    shortName: 'Home Services',
    description:
      'Plumbers, HVAC, electrical and cleaning companies win the job that calls first. The agent answers in seconds, qualifies the job, quotes your service windows and books the technician.',
    benefits: [
      'Answers every call, including evenings and weekends',
      'Qualifies jobs by service area, urgency and job type',
      'Books technicians straight into your dispatch calendar',
      'Follows up on estimates by voice, SMS and email',
    ],
  },
];
