import { expect, test } from './fixtures';

/**
 * The spec's sections, claims and numbers, page by page (routes, page copy and constants), written here
 * as the spec words them so that a content edit that drops one fails. Each entry is a heading the
 * page must show, or a phrase its main content must contain (answers folded in an accordion count).
 */
/** A statistic: its number and label, in either order (a stat grid lists the label first). */
function stat(value: string, label: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(
    `${escape(value)}\\s*${escape(label)}|${escape(label)}\\s*${escape(value)}`,
    'i',
  );
}

const PAGES: { path: string; headings?: (string | RegExp)[]; phrases?: (string | RegExp)[] }[] = [
  {
    path: '/',
    headings: ['Why Integration Matters'],
    phrases: [
      'Complete AI Sales Engine',
      'See Platform',
      'Schedule Demo Now',
      'Get Demo',
      'CUSTOM SOLUTIONS',
      'Schedule Consultation',
      'Book a Consultation',
      stat('3x', 'faster onboarding'),
      stat('42%', 'higher conversions'),
      stat('85%', 'forecast accuracy'),
      stat('24/7', 'coach access'),
      'HIPAA',
      'SOC2',

      'within 24 hours',
      /\$0\.15 per minute/,
    ],
  },
  {
    path: '/ai-coaching',
    headings: ['Sentiment Analysis', 'Coaching Plans', 'AI Coach Chat', 'Leader Dashboard'],
    phrases: [
      stat('3x', 'faster skill development'),
      stat('42%', 'higher conversion rates'),
      stat('85%', 'manager efficiency'),
    ],
  },
  {
    path: '/ai-roleplay',
    headings: ['Choose a scenario', 'Practice with AI', 'Get scored'],
    phrases: [
      stat('50%', 'faster skill development'),
      stat('94%', 'engagement rate'),
      'Begin AI Training',
    ],
  },
  {
    path: '/knowledge',
    headings: [
      'Getting Started',
      'Features and Capabilities',
      'Managing Your Account',
      'Troubleshooting',
      'Best Practices',
    ],
    phrases: ['Back to Home'],
  },
  {
    path: '/documentation',
    headings: [
      /Prompting Best Practices/,
      /Inbound versus Outbound Agents/,
      /API Integrations and Webhooks/,
      /Dental Practice Management Integrations/,
      /ROI and Metrics/,
    ],
    phrases: [/9\s?am and 7\s?pm/i, /dental/i, /legal|law firm/i, /veterinary/i, 'Back to Home'],
  },
  {
    path: '/partners',
    headings: [
      'Attractive Revenue Split',
      'White-Label Solutions',
      'Marketing Support',
      'Reseller Partners',
      'Agency Partners',
    ],
    phrases: [/30% recurring commission/i, /recurring revenue by 40%/i, '2-3 business days'],
  },
  {
    path: '/careers',
    headings: ['Innovation', 'Collaboration', 'Excellence', 'Open Positions'],
  },
  {
    path: '/custom-solutions',
    headings: [
      'Inbound Voice Agents',
      'Outbound Voice Campaigns',
      'Live Human Handoff',
      'Custom Voice Development',
      'Ambient Sound Integration',
      'Full AI Call Center',
      'Custom System Integration',
      'Intelligent Workflows',
    ],
    phrases: [
      '2-4 weeks',
      '6-12 weeks',
      '1-2 business days',
      'How long does it take to build a custom solution?',
      'Which systems can you integrate with?',
      'How is a custom solution priced?',
      'Can you create a voice unique to our brand?',
      'What support do we get after launch?',
    ],
  },
  {
    path: '/solutions',
    phrases: [/HIPAA/, /up to 70%/],
  },
  {
    path: '/about-us',
    headings: ['Accessibility', 'Quality', 'Transparency'],
  },
  {
    path: '/privacy-policy',
    phrases: [/8 a\.m\. and 9 p\.m\./, /automated/i, /tracking pixel/i, 'Last Updated'],
  },
  {
    path: '/terms-of-service',
    phrases: [/8 a\.m\. and 9 p\.m\./, /automated/i, /Telephone Consumer Protection Act/i],
  },
];

for (const { path, headings = [], phrases = [] } of PAGES) {
  test(`${path} shows the spec's sections and claims`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    for (const name of headings) {
      await expect(main.getByRole('heading', { name }).first()).toBeVisible();
    }
    const text = (await main.textContent()) ?? '';
    for (const phrase of phrases) {
      if (typeof phrase === 'string') expect(text).toContain(phrase);
      else expect(text).toMatch(phrase);
    }
  });
}

test('/about-us links to the contact form, the solutions and the careers page', async ({
  page,
}) => {
  await page.goto('/about-us');
  const main = page.getByRole('main');
  for (const href of ['/#contact', '/solutions', '/careers']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('every /solutions section has its features, benefits and a customer story', async ({
  page,
}) => {
  await page.goto('/solutions');
  for (const id of ['dental', 'legal', 'veterinary', 'home-services', 'custom']) {
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Benefits' })).toBeVisible();
    await expect(section.locator('blockquote, figure').first()).toBeVisible();
  }
});

test('no page carries placeholder copy or loads an image from another host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'image' && url.host !== new URL(page.url() || 'http://x').host)
      foreign.push(request.url());
  });
  for (const { path } of PAGES) {
    await page.goto(path);
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
  }
  expect(foreign).toEqual([]);
});
