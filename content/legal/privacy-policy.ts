import type { DocBlock, DocSection } from '@/content/document-types';
import { PIXEL_CATEGORY_LABELS } from '@/lib/consent/categories';
import type { PixelCategory } from '@/lib/db/schema/site';

export interface LegalFacts {
  name: string;
  url: string;
  contactEmail: string;
  location: string;
}

/** A pixel that runs on the site, as the policy lists it. */
interface TrackingTechnology {
  name: string;
  category: PixelCategory;
}

const CATEGORY_EXPLANATIONS = Object.values(PIXEL_CATEGORY_LABELS)
  .map(({ label, description }) => `${label.toLowerCase()} (${description})`)
  .join(', ');

/** The list of the pixels in use, so the policy names exactly what runs on the site today. */
function trackingTechnologyBlocks(technologies: readonly TrackingTechnology[]): DocBlock[] {
  if (technologies.length === 0) {
    return [{ type: 'p', text: 'We currently use no tracking pixels on our website.' }];
  }
  return [
    {
      type: 'p',
      text: `These are the tracking pixels currently active on our website, each with its category: ${CATEGORY_EXPLANATIONS}.`,
    },
    {
      type: 'list',
      items: technologies.map(
        (pixel) => `${pixel.name}: ${PIXEL_CATEGORY_LABELS[pixel.category].label}`,
      ),
    },
  ];
}

/**
 * The privacy policy; the brand and contact come from the site configuration, the list of
 * tracking technologies from the pixels the admin has enabled.
 */
export function privacyPolicySections(
  site: LegalFacts & {
    /** Days the site's own visitor counting keeps its detailed records. */
    analyticsRawDays: number;
  },
  technologies: readonly TrackingTechnology[] = [],
): DocSection[] {
  return [
    {
      id: 'introduction',
      title: '1. Who we are and what this policy covers',
      blocks: [
        {
          type: 'p',
          text: `${site.name} ("we", "us") provides AI voice agents, AI sales coaching and AI roleplay training to businesses. This policy explains what personal information we collect through our website at ${site.url}, through our forms and through calls, texts and emails we exchange with you, how we use and share it, and the choices you have.`,
        },
        {
          type: 'p',
          text: 'When our customers use our AI voice agents to talk with their own callers, we process that call data on the customer’s behalf and under their instructions; section 11 explains how.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: '2. Information we collect',
      blocks: [],
      subsections: [
        {
          title: 'Information you give us through our forms',
          blocks: [
            {
              type: 'list',
              items: [
                'Contact and consultation requests: first and last name, business email, phone number, company, industry, company size, the service you are interested in and your message.',
                'Partnership inquiries: the same contact details plus your website, partnership type and company size.',
                'Custom solution requests: contact details, company, industry, company size, the solution types you are interested in and your project description.',
                'Job applications: name, email, phone, desired salary, LinkedIn profile, your resume and cover letter, and the position you applied for.',
                'Your consent choices, including agreement to receive communications, with the date and time you gave it.',
              ],
            },
          ],
        },
        {
          title: 'Information collected automatically',
          blocks: [
            {
              type: 'p',
              text: 'When you visit our website we receive technical information such as your browser and device type, the pages you view, the page that referred you and campaign parameters in the link you followed (for example utm_source). We use this to run, secure and improve the site and to understand which of our campaigns work.',
            },
          ],
        },
        {
          title: 'Our own visitor counting',
          blocks: [
            {
              type: 'p',
              text: `We count visits to our public pages ourselves, without cookies and without storing anything on your device, and we share these counts with no one. For each page view we record the page, the time, your browser family (such as Chrome or Safari), your operating system family, your device type (desktop, mobile or tablet) and, on the first page of a visit, the website that referred you and the campaign parameters in the link you followed. We also count when the ROI calculator is opened, when a demo button is clicked and when one of our forms is shown or started. We do not store your IP address or your full browser identification: to count each visitor once per day we keep a code computed from a random value that changes every day, your network (your IP address with its last part removed) and your browser and operating system families, and we delete each daily random value after two days, after which the code can no longer be linked to a network. Detailed records are kept for ${site.analyticsRawDays} days, then only daily totals.`,
            },
            {
              type: 'p',
              text: 'When you send us a form, we record with it the page you sent it from, the website that referred you and the campaign parameters in the link you followed. So that we know where your visit began, your browser may also keep the first page of your visit, with the website that referred you and its campaign parameters, in its session storage (for the current browser tab only; it is deleted when you close the tab) and send them with the form. It does so only as your analytics choice allows: where we ask for your consent first, only after you accept analytics; otherwise not after you refuse analytics or while your browser sends Global Privacy Control. This information is kept with your form submission, included when you ask for a copy of your data, and deleted with it.',
            },
          ],
        },
        {
          title: 'Cookies and tracking pixels',
          blocks: [
            {
              type: 'p',
              text: 'Our website uses cookies and tracking pixels, small pieces of code from analytics and advertising partners, to measure visits, remember preferences and show our advertising to people who visited our site. One of these is an identity-resolution pixel that may match a visit to business contact information held by that provider, so that we can follow up with businesses that showed interest in our services. Pixels run only on our public pages, never in our administration area.',
            },
          ],
        },
        {
          title: 'Tracking technologies we use',
          blocks: trackingTechnologyBlocks(technologies),
        },
        {
          title: 'Calls, texts and emails with us',
          blocks: [
            {
              type: 'p',
              text: 'If you speak with our team or with one of our own AI agents, we may record and transcribe the call, and keep the messages we exchange, to respond to you, keep accurate records and improve our service. We tell you at the start of a call when it is recorded.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      title: '3. How we use information',
      blocks: [
        {
          type: 'list',
          items: [
            'To respond to your request, schedule demos and consultations and prepare quotes.',
            'To contact you about our services by phone, text and email, as described in section 4.',
            'To evaluate job applications and communicate with applicants.',
            'To deliver the services our customers purchase, provide support and send service notices.',
            'To measure and improve our website, marketing and products.',
            'To protect our website and users against spam, fraud and abuse, and to comply with law.',
          ],
        },
      ],
    },
    {
      id: 'communication-consent',
      title: '4. Communication consent, including AI and automated calls',
      blocks: [
        {
          type: 'p',
          text: `When you submit one of our forms and tick the consent box, you agree that ${site.name} and its service providers may contact you at the phone number and email address you provided about our products, your request and related offers. These communications may include calls and text messages made with an automatic telephone dialing system, calls that use an artificial, prerecorded or AI-generated voice, and calls handled by an AI voice agent.`,
        },
        {
          type: 'list',
          items: [
            'Your consent is not a condition of buying anything from us.',
            'Message and data rates may apply to text messages; message frequency varies.',
            'You can withdraw consent at any time: reply STOP to a text, tell the caller or agent on any call that you do not want further calls, use the unsubscribe link in an email, or email us at the address in section 13.',
            'We honour opt-out requests promptly and within the time the law requires, and we record them on our internal do-not-call list.',
          ],
        },
      ],
    },
    {
      id: 'telephone-compliance',
      title: '5. Telephone consumer protection compliance',
      blocks: [
        {
          type: 'p',
          text: 'We follow the Telephone Consumer Protection Act (TCPA), the Telemarketing Sales Rule and applicable state telemarketing laws. In particular:',
        },
        {
          type: 'list',
          items: [
            'We place marketing calls and texts only with the consent the law requires.',
            'We call and text only between 8 a.m. and 9 p.m. in the recipient’s local time.',
            'We check numbers against the National Do Not Call Registry and our internal do-not-call list where the law requires.',
            'Our callers and AI agents identify the business on whose behalf they are calling and give a way to opt out.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: '6. How we share information',
      blocks: [
        {
          type: 'p',
          text: 'We do not sell your personal information. We share it only as follows:',
        },
        {
          type: 'list',
          items: [
            'With service providers that host our website and database, send email and text messages, provide telephony, or help us manage leads, under contracts that limit their use of the data to serving us.',
            'With analytics and advertising partners through the cookies and pixels described in section 2.',
            'With a partner you asked to be connected with, for example when you inquire about a reseller or agency.',
            'When required by law, to protect rights and safety, or in connection with a merger or sale of our business, subject to this policy.',
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: '7. Your choices about cookies and pixels',
      blocks: [
        {
          type: 'p',
          text: 'You can block or delete cookies in your browser settings, use the opt-out tools offered by advertising networks, and enable a browser privacy signal such as Global Privacy Control, which we treat as a request to opt out of targeted advertising where the law gives you that right. Blocking cookies does not stop you from using our website or forms.',
        },
      ],
    },
    {
      id: 'retention',
      title: '8. How long we keep information',
      blocks: [
        {
          type: 'p',
          text: 'We keep form submissions and related communications for as long as we have a business relationship or a reasonable business need, generally no longer than three years after our last contact with you. Job applications are kept for up to two years so we can consider you for future roles, unless you ask us to delete them sooner. Opt-out records are kept for as long as needed to honour them.',
        },
      ],
    },
    {
      id: 'security',
      title: '9. Security',
      blocks: [
        {
          type: 'p',
          text: 'We protect information with encryption in transit and at rest, access controls, audit logs and regular reviews. Our platform follows SOC2 controls, and health information is handled on HIPAA-compliant infrastructure. No system is perfectly secure; if a breach affects your information, we will notify you as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: '10. Your rights',
      blocks: [
        {
          type: 'p',
          text: 'Depending on where you live, you may have the right to know what personal information we hold about you, to receive a copy, to correct it, to delete it, and to opt out of targeted advertising or the sale or sharing of personal information. To make a request, email us at the address in section 13. We will verify your request and answer within the time the law requires, and we will not discriminate against you for exercising your rights.',
        },
      ],
    },
    {
      id: 'customer-data',
      title: '11. Data we process for our customers',
      blocks: [
        {
          type: 'p',
          text: 'When a business uses our AI voice agents, the recordings, transcripts and caller details belong to that business. We process them only to provide the service, under our agreement with that business and, for healthcare customers, a business associate agreement. If you called one of our customers and have a question about your data, please contact that business directly; we will help them respond.',
        },
      ],
    },
    {
      id: 'children',
      title: '12. Children',
      blocks: [
        {
          type: 'p',
          text: 'Our website and services are intended for businesses and are not directed to children under 16. We do not knowingly collect personal information from children.',
        },
      ],
    },
    {
      id: 'contact',
      title: '13. Changes and contact',
      blocks: [
        {
          type: 'p',
          text: `We may update this policy; the "Last Updated" date at the top shows when it last changed, and material changes will be highlighted on this page. Questions or requests about your privacy can be sent to ${site.contactEmail}. ${site.name} is based in ${site.location}.`,
        },
      ],
    },
  ];
}
