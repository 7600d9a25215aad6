import { expect, test } from './fixtures';
import { faqItems } from '@/content/faq';

test.describe('FAQ', () => {
  test('search narrows the list and shows the empty message when nothing matches', async ({
    page,
  }) => {
    await page.goto('/faq');
    const questions = page.locator('main .faq-question');
    await expect(questions).toHaveCount(faqItems.length);
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await search.fill('HIPAA');
    const expected = faqItems.filter((item) =>
      `${item.question} ${item.answer}`.toLowerCase().includes('hipaa'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(faqItems.length);
    await expect(questions).toHaveCount(expected.length);
    await expect(page.getByRole('button', { name: 'Are you HIPAA compliant?' })).toBeVisible();

    await search.fill('xylophone quantum');
    await expect(questions).toHaveCount(0);
    await expect(
      page.getByText('No matching questions found. Try a different search term.'),
    ).toBeVisible();
  });

  test('a category button filters the list', async ({ page }) => {
    await page.goto('/faq');
    const group = page.getByRole('group', { name: 'Filter by category' });
    await group.getByRole('button', { name: 'Integration' }).click();
    await expect(group.getByRole('button', { name: 'Integration' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const integration = faqItems.filter((item) => item.category === 'Integration');
    const questions = page.locator('main .faq-question');
    await expect(questions).toHaveCount(integration.length);
    await expect(questions).toHaveText(integration.map((item) => item.question));
    await group.getByRole('button', { name: 'All' }).click();
    await expect(questions).toHaveCount(faqItems.length);
  });

  test('opening one question closes the other, and an open one can be closed', async ({ page }) => {
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'What is an AI voice agent?' });
    const second = page.getByRole('button', { name: 'How much does an AI voice agent cost?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/software that answers and makes phone calls/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('testimonials carousel', () => {
  test('previous and next wrap around and show n of 4 stories', async ({ page }) => {
    await page.goto('/#testimonials');
    const section = page.locator('section#testimonials');
    const position = section.getByTestId('story-position');
    await expect(position).toHaveText('1 of 4 stories');
    await expect(section.getByText('Dr. Maria Alvarez', { exact: true })).toBeVisible();

    await section.getByRole('button', { name: 'Previous story' }).click();
    await expect(position).toHaveText('4 of 4 stories');
    await expect(section.getByText('Marcus Reed', { exact: true })).toBeVisible();
    await expect(section.locator('[aria-live="polite"]')).toHaveText(
      'Story 4 of 4: Marcus Reed, Reed Brothers Plumbing & HVAC',
    );

    await section.getByRole('button', { name: 'Next story' }).click();
    await expect(position).toHaveText('1 of 4 stories');
    for (const expected of [
      '2 of 4 stories',
      '3 of 4 stories',
      '4 of 4 stories',
      '1 of 4 stories',
    ]) {
      await section.getByRole('button', { name: 'Next story' }).click();
      await expect(position).toHaveText(expected);
    }
  });

  test('an industry tab jumps to its story', async ({ page }) => {
    await page.goto('/#testimonials');
    const section = page.locator('section#testimonials');
    await section.getByRole('tab', { name: 'Veterinary' }).click();
    await expect(section.getByTestId('story-position')).toHaveText('3 of 4 stories');
    await expect(section.getByRole('tab', { name: 'Veterinary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(section.getByText('Dr. Priya Natarajan', { exact: true })).toBeVisible();
    await expect(section.getByText('Dr. Maria Alvarez', { exact: true })).toBeHidden();
  });
});

test.describe('blog', () => {
  test('?tag= shows only the articles with that tag, and a topic link changes it', async ({
    page,
  }) => {
    await page.goto('/blog?tag=Dental');
    const grid = page.getByTestId('post-grid').filter({ visible: true });
    await expect(page.getByRole('heading', { name: 'Articles tagged “Dental”' })).toBeVisible();
    await expect(grid.getByRole('article')).toHaveCount(1);
    await expect(grid.getByRole('link')).toHaveText([
      'Enhancing Dental Practice Efficiency with AI Voice Assistants',
    ]);

    await page
      .getByRole('navigation', { name: 'Blog topics' })
      .getByRole('link', { name: 'Small Business' })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=Small(%20|\+)Business$/);
    await expect(grid.getByRole('article')).toHaveCount(4);
    await expect(grid.getByRole('link')).toHaveText([
      'Revolutionizing Customer Experience with AI Voice Agents',
      'AI Voice Agents Compared: Which Solution Is Right for Your Business?',
      'The ROI of Implementing AI Voice Agents for Small Businesses',
      'How AI Voice Agents Are Revolutionizing Home Service Businesses',
    ]);

    await page.getByRole('link', { name: 'Show all articles' }).click();
    await expect(grid.getByRole('article')).toHaveCount(6);
  });

  test('cards show at most two tags; the archive lists all six newest first', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByTestId('post-grid').filter({ visible: true }).getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      // Every post has more than two tags; a card shows the first two.
      await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);
      // Title clamped to 2 lines, excerpt to 3.
      const lines = await card.evaluate((article) =>
        ['h2, h3', 'p'].map((selector) => {
          const element = article.querySelector(selector);
          if (!element) return 0;
          const style = getComputedStyle(element);
          return style.webkitLineClamp;
        }),
      );
      expect(lines).toEqual(['2', '3']);
    }
    const dates = page.getByRole('table').locator('tbody tr td:last-child');
    await expect(dates).toHaveText([
      'November 10, 2026',
      'October 26, 2026',
      'October 10, 2026',
      'September 25, 2026',
      'September 10, 2026',
      'August 26, 2026',
    ]);
  });

  test('an article shows its formatted date, 5 recent articles and at most 3 related ones', async ({
    page,
  }) => {
    await page.goto('/blog/revolutionizing-customer-experience-with-ai-voice-agents');
    await expect(page.getByTestId('post-date')).toHaveText('November 10, 2026');
    await expect(page.getByText('By Sonara AI Team')).toBeVisible();
    await expect(page.getByTestId('recent-posts').getByRole('listitem')).toHaveCount(5);
    const related = page.getByTestId('related-posts').getByRole('article');
    await expect(related).toHaveCount(3);
    await expect(related.getByRole('link')).not.toContainText([
      'Revolutionizing Customer Experience with AI Voice Agents',
    ]);
    const image = page.locator('article img').first();
    expect(await image.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');

    await page
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: 'Customer Experience' })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=Customer(%20|\+)Experience$/);
    await expect(
      page.getByTestId('post-grid').filter({ visible: true }).getByRole('article'),
    ).toHaveCount(2);
  });
});

test.describe('careers', () => {
  test('function tabs filter the positions', async ({ page }) => {
    await page.goto('/careers');
    const tabs = page.getByRole('tablist', { name: 'Filter positions by function' });
    const cards = page.getByRole('tabpanel').getByTestId('job-card');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    const salesInAll = await cards
      .filter({ has: page.locator('span', { hasText: /^Sales$/ }) })
      .count();
    expect(salesInAll).toBeGreaterThan(0);

    await tabs.getByRole('tab', { name: 'Sales' }).click();
    await expect(cards).toHaveCount(salesInAll);
    for (const card of await cards.all()) {
      await expect(card.locator('span', { hasText: /^Sales$/ })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Senior AI Solutions Specialist' }),
    ).toBeVisible();

    await tabs.getByRole('tab', { name: 'Tech' }).click();
    await expect(page.getByRole('heading', { name: 'AI Implementation Engineer' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Senior AI Solutions Specialist' }),
    ).toBeHidden();

    await tabs.getByRole('tab', { name: 'All' }).click();
    await expect(cards).toHaveCount(all);
  });

  test('a category without positions shows the two sentences', async ({ page }) => {
    await page.goto('/careers');
    const tabs = page.getByRole('tablist', { name: 'Filter positions by function' });
    let emptyTabs = 0;
    // Other tests may publish jobs meanwhile; at least one of these stays empty in a fresh database.
    for (const name of ['Marketing', 'Operations', 'Executive']) {
      await tabs.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel');
      if ((await panel.getByTestId('job-card').count()) > 0) continue;
      emptyTabs += 1;
      await expect(
        panel.getByText('No open positions in this category at the moment.'),
      ).toBeVisible();
      await expect(
        panel.getByText('Please check back later or try another category.'),
      ).toBeVisible();
    }
    expect(emptyTabs).toBeGreaterThan(0);
  });

  test('Apply Now opens the application view; Back to Job Listings and Cancel return', async ({
    page,
  }) => {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'View Open Positions' }).click();
    await expect(page.locator('section#openings')).toBeInViewport();

    await page.getByRole('button', { name: 'Apply Now: Senior AI Solutions Specialist' }).click();
    await expect(
      page.getByRole('heading', { name: 'Apply for Senior AI Solutions Specialist' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'How we work' })).toBeHidden();
    await page.getByRole('button', { name: 'Back to Job Listings' }).click();
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Open Positions' })).toBeVisible();

    await page.getByRole('button', { name: 'Apply Now: AI Implementation Engineer' }).click();
    await expect(
      page.getByRole('heading', { name: 'Apply for AI Implementation Engineer' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Open Positions' })).toBeVisible();
  });
});
