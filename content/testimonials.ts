export interface Testimonial {
  id: string;
  name: string;
  position: string;
  company: string;
  quote: string;
  /** The industry tab the carousel groups it under. */
  industry: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

/** The four customer stories: dental, legal, veterinary, home services. */
export const customerTestimonials: Testimonial[] = [
  {
    id: 'dental',
    name: 'Dr. Maria Alvarez',
    position: 'Owner',
    company: 'Brightside Family Dental',
    quote:
      'Our front desk used to spend half the day on the phone. Now the AI agent books cleanings, fills cancellations and answers insurance questions while my team takes care of patients. Phone workload is down about 70% and we stopped missing new-patient calls.',
    industry: 'Dental',
    rating: 5,
  },
  {
    id: 'legal',
    name: 'James Whitfield',
    position: 'Managing Partner',
    company: 'Whitfield & Cole Injury Law',
    quote:
      'Every after-hours call used to go to voicemail and most of those people called the next firm. The agent now screens every inquiry with our intake questions and books consultations on our calendars. We signed eleven more cases in the first quarter.',
    industry: 'Legal',
    rating: 5,
  },
  {
    id: 'veterinary',
    name: 'Dr. Priya Natarajan',
    position: 'Medical Director',
    company: 'Coral Gables Animal Clinic',
    quote:
      'Pet owners get a warm, patient voice at any hour, routine visits get booked automatically, and anything urgent is transferred to a technician right away. Our staff finally has time to focus on the animals in front of them.',
    industry: 'Veterinary',
    rating: 5,
  },
  {
    id: 'home-services',
    name: 'Marcus Reed',
    position: 'Operations Manager',
    company: 'Reed Brothers Plumbing & HVAC',
    quote:
      'In home services the first company to answer gets the job. The agent picks up in seconds, checks the service area, books the technician and texts the customer a confirmation. Evening and weekend bookings have more than doubled.',
    industry: 'Home Services',
    rating: 5,
  },
];

/** The three partner stories on /partners; one cites a 40% recurring revenue increase. */
export const partnerTestimonials: Testimonial[] = [
  {
    id: 'partner-agency',
    name: 'Elena Brooks',
    position: 'Founder',
    company: 'Brookline Digital Agency',
    quote:
      'Adding white-label AI voice agents to our marketing retainers increased our recurring revenue by 40% in six months. Our clients see more booked appointments, and we get a monthly commission on every account.',
    industry: 'Agency',
    rating: 5,
  },
  {
    id: 'partner-reseller',
    name: 'David Kim',
    position: 'CEO',
    company: 'CloudPath Telecom',
    quote:
      'Our customers already trusted us with their phones, so AI agents were a natural add-on. The partner team helped with demos and onboarding, and the recurring commission makes every deal worth more each month.',
    industry: 'Reseller',
    rating: 5,
  },
  {
    id: 'partner-consultant',
    name: 'Sarah Okafor',
    position: 'Principal Consultant',
    company: 'Okafor Practice Advisors',
    quote:
      'I advise dental and veterinary practices on operations. Recommending a proven AI receptionist, with co-branded material and a team that handles implementation, made me more valuable to my clients.',
    industry: 'Consultant',
    rating: 5,
  },
];
