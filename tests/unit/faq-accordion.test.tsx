import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqBrowser } from '@/components/site/faq/faq-browser';
import { faqItems } from '@/content/faq';

const [first, second] = faqItems;
const BUTTON_CLASSES = { selected: 'selected', unselected: 'unselected' };

describe('FAQ accordion', () => {
  it('serves every answer in the page, hidden until its question is opened', () => {
    render(<FaqBrowser items={faqItems} buttonClasses={BUTTON_CLASSES} />);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(faqItems.length);
    const answer = screen.getByText(first!.answer);
    expect(answer).not.toBeVisible();
  });

  it('opens one question at a time, and an open question closes again', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser items={faqItems} buttonClasses={BUTTON_CLASSES} />);
    const one = screen.getByRole('button', { name: first!.question });
    const two = screen.getByRole('button', { name: second!.question });

    await user.click(one);
    expect(one).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first!.question })).toHaveTextContent(first!.answer);

    await user.click(two);
    expect(two).toHaveAttribute('aria-expanded', 'true');
    expect(one).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(first!.answer)).not.toBeVisible();

    await user.click(two);
    expect(two).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('marks the selected category button, with its classes', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser items={faqItems} buttonClasses={BUTTON_CLASSES} />);
    const all = screen.getByRole('button', { name: 'All', pressed: true });
    expect(all).toHaveClass('selected');
    const other = screen.getAllByRole('button', { pressed: false })[0]!;
    expect(other).toHaveClass('unselected');
    await user.click(other);
    expect(other).toHaveAttribute('aria-pressed', 'true');
    expect(other).toHaveClass('selected');
    expect(all).toHaveClass('unselected');
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser items={faqItems} buttonClasses={BUTTON_CLASSES} />);
    screen.getByRole('button', { name: first!.question }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: first!.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
