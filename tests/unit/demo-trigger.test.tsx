import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContactTrigger,
  DemoTrigger,
  RoiTrigger,
  SectionTrigger,
} from '@/components/site/action-triggers';
import { toast } from '@/components/site/toast/toast';

const goToContact = jest.fn();
const openRoiCalculator = jest.fn();
jest.mock('@/components/site/toast/toast', () => ({ toast: jest.fn() }));
jest.mock('@/components/site/go-to-contact', () => ({ useGoToContact: () => goToContact }));
jest.mock('@/components/site/roi-dialog-provider', () => ({
  useRoiDialog: () => ({ openRoiCalculator }),
}));

const DESCRIPTION = 'Fill out the contact form below to schedule your personalized demo.';

/** The site's trigger buttons. */
function Listener() {
  return (
    <>
      <DemoTrigger toastKind="hero">Hero demo</DemoTrigger>
      <DemoTrigger toastKind="section">Section demo</DemoTrigger>
      <DemoTrigger>Plain demo</DemoTrigger>
      <RoiTrigger>ROI</RoiTrigger>
      <ContactTrigger>Quote</ContactTrigger>
      <SectionTrigger target="contact">To contact</SectionTrigger>
      <section id="contact" aria-label="Contact" />
    </>
  );
}

describe('trigger buttons', () => {
  beforeEach(() => {
    (toast as unknown as jest.Mock).mockClear();
    goToContact.mockClear();
    openRoiCalculator.mockClear();
  });

  it('are buttons of type button; the ROI button says it opens a dialog', () => {
    render(<Listener />);
    expect(screen.getByRole('button', { name: 'ROI' })).toHaveAttribute('aria-haspopup', 'dialog');
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

  it('a section button scrolls to its section, focuses it and records it in the address', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.matchMedia = jest.fn(() => ({ matches: true }) as unknown as MediaQueryList);
    render(<Listener />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'To contact' }));
    const section = screen.getByRole('region', { name: 'Contact' });
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe('#contact');
    expect(goToContact).not.toHaveBeenCalled();
  });
});
