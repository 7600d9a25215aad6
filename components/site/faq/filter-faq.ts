import type { FaqCategory, FaqItem } from '@/content/faq';

export type FaqFilterCategory = FaqCategory | 'All';

/** FAQ items in a category whose question or answer contains the search text, ignoring case. */
export function filterFaq(
  items: readonly FaqItem[],
  search: string,
  category: FaqFilterCategory,
): FaqItem[] {
  const needle = search.trim().toLocaleLowerCase('en-US');
  return items.filter(
    (item) =>
      (category === 'All' || item.category === category) &&
      (needle === '' ||
        item.question.toLocaleLowerCase('en-US').includes(needle) ||
        item.answer.toLocaleLowerCase('en-US').includes(needle)),
  );
}
