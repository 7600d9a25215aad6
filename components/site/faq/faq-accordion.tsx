import { useId } from 'react';
import type { FaqItem } from '@/content/faq';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The open item's id, or '' when every item is closed. */
  openId: string;
  onOpenChange: (id: string) => void;
}

/**
 * The FAQ's accordion (WAI-ARIA accordion pattern): one item open at a time, and the open one
 * closes again. Plain buttons and `hidden` panels instead of Radix's accordion: with 21 items
 * Radix's per-item machinery was a measurable share of the page's hydration,
 * and the answers are now in the served HTML.
 */
export function FaqAccordion({ items, openId, onOpenChange }: FaqAccordionProps) {
  const baseId = useId();
  return (
    <div className="rounded-xl border bg-background px-6">
      {items.map((item) => {
        const open = item.id === openId;
        const questionId = `${baseId}-question-${item.id}`;
        const answerId = `${baseId}-answer-${item.id}`;
        return (
          <div key={item.id} className="border-b last:border-b-0">
            <h3 className="flex">
              <button
                type="button"
                id={questionId}
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => onOpenChange(open ? '' : item.id)}
                className="faq-question"
              >
                {/* The chevron after the question is drawn by the stylesheet (.faq-question). */}
                {item.question}
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              hidden={!open}
              className="faq-answer"
            >
              <p>{item.answer}</p>
              <p className="faq-category">{item.category}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
