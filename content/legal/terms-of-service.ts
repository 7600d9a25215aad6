import type { DocSection } from '@/content/document-types';
import type { LegalFacts } from '@/content/legal/privacy-policy';

/** The terms of service; the brand and contact come from the site configuration. */
export function termsOfServiceSections(site: LegalFacts): DocSection[] {
  return [
    {
      id: 'acceptance',
      title: '1. Acceptance of these terms',
      blocks: [
        {
          type: 'p',
          text: `These terms govern your use of the ${site.name} website at ${site.url} and the forms, calculators and content on it. By using the website or submitting a form you agree to these terms and to our Privacy Policy. If you use the website on behalf of a company, you accept these terms for that company.`,
        },
        {
          type: 'p',
          text: 'Our paid services (AI voice agents, AI sales coaching and AI roleplay training) are provided under a separate written agreement. If that agreement conflicts with these terms, the agreement wins.',
        },
      ],
    },
    {
      id: 'use-of-website',
      title: '2. Using the website',
      blocks: [
        {
          type: 'p',
          text: 'You may use the website to learn about our services, contact us, apply for jobs and inquire about partnerships. You agree not to:',
        },
        {
          type: 'list',
          items: [
            'submit false information or information about another person without their permission;',
            'send spam, malware or automated submissions, or try to overload, probe or break into the website or its administration area;',
            'copy or scrape the website’s content for commercial use without our written permission;',
            'use the website in violation of any law.',
          ],
        },
      ],
    },
    {
      id: 'communication-consent',
      title: '3. Consent to communications, including AI and automated calls',
      blocks: [
        {
          type: 'p',
          text: `By submitting a form with the consent box ticked, you agree to receive calls, text messages and emails from ${site.name} and its service providers at the contact details you gave, about your request and our services. Calls may be placed with an automatic telephone dialing system, may use an artificial, prerecorded or AI-generated voice, and may be handled by an AI voice agent. Calls may be recorded and transcribed.`,
        },
        {
          type: 'list',
          items: [
            'Consent is not a condition of any purchase.',
            'Message and data rates may apply; message frequency varies.',
            'You may revoke consent at any time by replying STOP to a text, telling us on a call, using an email’s unsubscribe link or emailing us.',
            'You confirm that you are the subscriber or customary user of the phone number you provide.',
          ],
        },
      ],
    },
    {
      id: 'telephone-compliance',
      title: '4. Telephone consumer protection compliance',
      blocks: [
        {
          type: 'p',
          text: 'We comply with the Telephone Consumer Protection Act, the Telemarketing Sales Rule and applicable state laws. We place calls and texts only between 8 a.m. and 9 p.m. in the recipient’s local time, respect the National Do Not Call Registry and our internal do-not-call list, and honour opt-out requests promptly.',
        },
        {
          type: 'p',
          text: 'Customers who use our AI voice agents to call their own contacts are responsible for obtaining any consent those calls require, for providing accurate contact lists and for honouring opt-outs they receive. Our platform enforces calling windows of 8 a.m. to 9 p.m. in the recipient’s local time, and we may pause outbound campaigns that appear to break the law or these rules.',
        },
      ],
    },
    {
      id: 'ai-content',
      title: '5. AI-generated information',
      blocks: [
        {
          type: 'p',
          text: 'Our website, demos and AI agents use artificial intelligence. AI can make mistakes. Information on this website and from our AI agents is general information about our services; it is not legal, medical, financial or tax advice, and you should confirm anything important with our team in writing.',
        },
      ],
    },
    {
      id: 'pricing',
      title: '6. Prices, estimates and the ROI calculator',
      blocks: [
        {
          type: 'p',
          text: 'Pricing for our services is custom and set in a written quote. Rates mentioned on the website, such as usage from $0.15 per minute, are for reference. The ROI calculator gives an estimate based on the numbers you enter and simple assumptions (8-hour days, 30-day months); actual results depend on your business.',
        },
      ],
    },
    {
      id: 'applications',
      title: '7. Job applications and partnership inquiries',
      blocks: [
        {
          type: 'p',
          text: 'Submitting a job application or partnership inquiry does not create an employment, agency or partnership relationship. Any such relationship starts only with a signed written agreement. You confirm that the information and documents you submit are accurate and yours to share.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: '8. Intellectual property',
      blocks: [
        {
          type: 'p',
          text: `The website, its text, graphics, logos and software belong to ${site.name} or its licensors and are protected by intellectual property laws. You may view and print pages for your own business evaluation; any other use needs our written permission.`,
        },
      ],
    },
    {
      id: 'third-parties',
      title: '9. Links and third-party services',
      blocks: [
        {
          type: 'p',
          text: 'The website links to third-party websites, such as our social media profiles and the separate application behind the Login link. We are not responsible for the content or practices of websites we do not control.',
        },
      ],
    },
    {
      id: 'disclaimers',
      title: '10. Disclaimers and limitation of liability',
      blocks: [
        {
          type: 'p',
          text: `The website is provided "as is" and "as available". To the fullest extent the law allows, ${site.name} disclaims all warranties about the website, including merchantability, fitness for a particular purpose and non-infringement, and is not liable for indirect, incidental, special or consequential damages arising from your use of the website. Our total liability for any claim about the website is limited to one hundred US dollars. Some jurisdictions do not allow these limits, so they may not apply to you.`,
        },
      ],
    },
    {
      id: 'indemnity',
      title: '11. Indemnity',
      blocks: [
        {
          type: 'p',
          text: `You agree to indemnify ${site.name} against claims arising from information you submit that you had no right to submit, or from your breach of these terms.`,
        },
      ],
    },
    {
      id: 'law',
      title: '12. Governing law',
      blocks: [
        {
          type: 'p',
          text: 'These terms are governed by the laws of the State of Florida and applicable federal law, without regard to conflict-of-law rules. Courts located in Miami-Dade County, Florida, have exclusive jurisdiction over any dispute about the website, unless the law where you live gives you a right to bring a claim there.',
        },
      ],
    },
    {
      id: 'contact',
      title: '13. Changes and contact',
      blocks: [
        {
          type: 'p',
          text: `We may update these terms; the "Last Updated" date at the top shows when they last changed, and continued use of the website after a change means you accept the new terms. Questions about these terms can be sent to ${site.contactEmail}. ${site.name} is based in ${site.location}.`,
        },
      ],
    },
  ];
}
