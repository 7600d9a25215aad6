import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoTrigger, RoiTrigger } from '@/components/site/action-triggers';
import { toast } from '@/components/site/toast/toast';

const goToContact = jest.fn();
const openRoiCalculator = jest.fn();
jest.mock('@/components/site/toast/toast', () => ({ toast: jest.fn() }));
jest.mock('@/components/site/go-to-contact', () => ({ useGoToContact: () => goToContact }));
jest.mock('@/components/site/roi-dialog-provider', () => ({
  useRoiDialog: () => ({ openRoiCalculator }),
}));

const DESCRIPTION = 'Fill out the contact form below to schedule your personalized demo.';

describe('DemoTrigger', () => {
  beforeEach(() => {
    (toast as unknown as jest.Mock).mockClear();
    goToContact.mockClear();
    openRoiCalculator.mockClear();
  });

  it.each([
    ['hero', 'Schedule a Demo', 5_000],
    ['section', 'Schedule Your Demo', 3_000],
  ] as const)(
    'the %s button toasts "%s" for %d ms and goes to contact',
    async (kind, title, ms) => {
      render(<DemoTrigger toastKind={kind}>Demo</DemoTrigger>);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Demo' }));
      expect(toast).toHaveBeenCalledWith(title, { description: DESCRIPTION, duration: ms });
      expect(goToContact).toHaveBeenCalledTimes(1);
    },
  );

  it('names its action in data attributes, for a button React never hydrates', () => {
    render(<DemoTrigger toastKind="hero">Demo</DemoTrigger>);
    const button = screen.getByRole('button', { name: 'Demo' });
    expect(button.dataset).toMatchObject({ action: 'demo', toast: 'hero' });
  });
});

describe('RoiTrigger', () => {
  it('opens the ROI calculator with itself as the element to return the focus to', async () => {
    render(<RoiTrigger>ROI</RoiTrigger>);
    const button = screen.getByRole('button', { name: 'ROI' });
    await userEvent.setup().click(button);
    expect(openRoiCalculator).toHaveBeenCalledWith(button);
    expect(goToContact).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
