import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainTabs } from '@/components/site/plain-tabs';
import { JobFilter } from '@/components/careers/job-filter';

const TABS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
] as const;

function Example() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('one');
  return (
    <PlainTabs label="Examples" tabs={TABS} value={value} onValueChange={setValue}>
      Panel {value}
    </PlainTabs>
  );
}

describe('PlainTabs', () => {
  it('marks the selected tab and labels its panel with it', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Examples' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('Panel one');
    expect(one).toHaveAttribute('aria-controls', panel.id);
  });

  it('selects a clicked tab', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
  });

  it('moves selection and focus with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    const expectSelected = (name: string) => {
      const tab = screen.getByRole('tab', { name });
      expect(tab).toHaveFocus();
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveTextContent(`Panel ${name.toLowerCase()}`);
    };
    await user.keyboard('{ArrowLeft}');
    expectSelected('Three');
    await user.keyboard('{ArrowRight}');
    expectSelected('One');
    await user.keyboard('{End}');
    expectSelected('Three');
    await user.keyboard('{Home}');
    expectSelected('One');
    // Tab leaves the list for the panel: only the selected tab is in the tab order.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('JobFilter (careers)', () => {
  const jobs = [
    { id: 'a', function: 'sales', card: <h3>Account Executive</h3> },
    { id: 'b', function: 'tech', card: <h3>Engineer</h3> },
    { id: 'c', function: 'sales', card: <h3>Sales Lead</h3> },
  ] as const;

  it('shows every card under All, the function’s cards under its tab', async () => {
    const user = userEvent.setup();
    render(<JobFilter jobs={jobs} />);
    const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings()).toEqual(['Account Executive', 'Engineer', 'Sales Lead']);
    await user.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(headings()).toEqual(['Account Executive', 'Sales Lead']);
    await user.click(screen.getByRole('tab', { name: 'Tech' }));
    expect(headings()).toEqual(['Engineer']);
  });

  it('says so when a function has no open position', async () => {
    const user = userEvent.setup();
    render(<JobFilter jobs={jobs} />);
    await user.click(screen.getByRole('tab', { name: 'Marketing' }));
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(screen.getByRole('tabpanel', { name: 'Marketing' })).toHaveTextContent(
      'No open positions in this category at the moment.Please check back later or try another category.',
    );
  });
});
