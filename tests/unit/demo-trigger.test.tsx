import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoTrigger } from '@/components/site/action-triggers';
import { toast } from '@/components/site/toast/toast';

const goToContact = jest.fn();
jest.mock('@/components/site/toast/toast', () => ({ toast: jest.fn() }));
jest.mock('@/components/site/go-to-contact', () => ({ useGoToContact: () => goToContact }));

const DESCRIPTION = 'Fill out the contact form below to schedule your personalized demo.';

describe('DemoTrigger', () => {
  beforeEach(() => {
    (toast as unknown as jest.Mock).mockClear();
    goToContact.mockClear();
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
});
