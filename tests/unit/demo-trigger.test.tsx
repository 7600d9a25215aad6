import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContactTrigger,
  DemoTrigger,
  RoiTrigger,
  SectionTrigger,
} from '@/components/site/action-triggers';
import { StaticHtmlEvents } from '@/components/static-html/static-html-events';
import { toast } from '@/components/site/toast/toast';

const goToContact = jest.fn();
const openRoiCalculator = jest.fn();
jest.mock('@/components/site/toast/toast', () => ({ toast: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock('@/components/site/go-to-contact', () => ({ useGoToContact: () => goToContact }));
jest.mock('@/components/site/roi-dialog-provider', () => ({
  useRoiDialog: () => ({ openRoiCalculator }),
}));

const DESCRIPTION = 'Fill out the contact form below to schedule your personalized demo.';

/** The site's trigger buttons, with the page's one listener that runs them. */
function Listener() {
  return (
    <>
      <StaticHtmlEvents />
      <DemoTrigger toastKind="hero">Hero demo</DemoTrigger>
      <DemoTrigger toastKind="section">Section demo</DemoTrigger>
      <DemoTrigger>Plain demo</DemoTrigger>
      <RoiTrigger>ROI</RoiTrigger>
      <ContactTrigger>Quote</ContactTrigger>
      <SectionTrigger target="contact">To contact</SectionTrigger>
      <button type="button" data-site-action="unknown">
        Other
      </button>
    </>
  );
}

describe('trigger buttons', () => {
  beforeEach(() => {
    (toast as unknown as jest.Mock).mockClear();
    goToContact.mockClear();
    openRoiCalculator.mockClear();
  });

  it('are plain buttons naming their action, for one listener to run', () => {
    render(<Listener />);
    expect(screen.getByRole('button', { name: 'Hero demo' }).dataset).toMatchObject({
      siteAction: 'demo',
      toast: 'hero',
    });
    expect(screen.getByRole('button', { name: 'Plain demo' })).not.toHaveAttribute('data-toast');
    expect(screen.getByRole('button', { name: 'ROI' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'To contact' }).dataset).toMatchObject({
      siteAction: 'section',
      target: 'contact',
    });
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('type', 'button');
  });

  it.each([
    ['Hero demo', 'Schedule a Demo', 5_000],
    ['Section demo', 'Schedule Your Demo', 3_000],
  ] as const)('"%s" toasts "%s" for %d ms and goes to contact', async (name, title, ms) => {
    render(<Listener />);
    await userEvent.setup().click(screen.getByRole('button', { name }));
    expect(toast).toHaveBeenCalledWith(title, { description: DESCRIPTION, duration: ms });
    expect(goToContact).toHaveBeenCalledTimes(1);
  });

  it('a demo button without a toast only goes to contact, as Get a Quote does', async () => {
    render(<Listener />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plain demo' }));
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(toast).not.toHaveBeenCalled();
    expect(goToContact).toHaveBeenCalledTimes(2);
  });

  it('the ROI button opens the calculator with itself as the element to return the focus to', async () => {
    render(<Listener />);
    const button = screen.getByRole('button', { name: 'ROI' });
    await userEvent.setup().click(button);
    expect(openRoiCalculator).toHaveBeenCalledWith(button);
    expect(goToContact).not.toHaveBeenCalled();
  });

  it('an unknown action runs nothing', async () => {
    render(<Listener />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Other' }));
    expect(toast).not.toHaveBeenCalled();
    expect(goToContact).not.toHaveBeenCalled();
    expect(openRoiCalculator).not.toHaveBeenCalled();
  });
});
