/** @jest-environment node */
import { filterFaq } from '@/components/site/faq/filter-faq';
import { FAQ_CATEGORIES, faqItems } from '@/content/faq';

describe('filterFaq', () => {
  it('shows everything for an empty search in All', () => {
    expect(filterFaq(faqItems, '  ', 'All')).toHaveLength(faqItems.length);
  });

  it('searches question and answer, ignoring case', () => {
    const byQuestion = filterFaq(faqItems, 'hipaa COMPLIANT', 'All');
    expect(byQuestion.map((item) => item.id)).toContain('hipaa');
    const byAnswer = filterFaq(faqItems, '$0.15 PER MINUTE', 'All');
    expect(byAnswer.length).toBeGreaterThan(0);
    expect(byAnswer.every((item) => item.answer.toLowerCase().includes('$0.15 per minute'))).toBe(
      true,
    );
  });

  it('narrows to a category and combines it with the search', () => {
    const security = filterFaq(faqItems, '', 'Security');
    expect(security.length).toBeGreaterThan(0);
    expect(security.every((item) => item.category === 'Security')).toBe(true);
    expect(filterFaq(faqItems, 'calendar', 'Security')).toEqual([]);
  });

  it('has questions in every category', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(filterFaq(faqItems, '', category).length).toBeGreaterThanOrEqual(3);
    }
  });
});
