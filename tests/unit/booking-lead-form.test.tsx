import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/site/toast/toast';
import { ContactForm } from '@/components/forms/contact-form';
import { FORM_TOKEN_PATH } from '@/lib/leads/metadata';

/*
 * The contact form's success state with a booking offer: the spec's toast and status stay as
 * they were, the offer appears below them, and its code is only required once the 201 arrived.
 */

const offerModuleLoaded = jest.fn();
jest.mock('@/components/booking/booking-offer', () => {
  offerModuleLoaded();
  return jest.requireActual('@/components/booking/booking-offer');
});
jest.mock('@/components/site/toast/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const OFFER = {
  member: { name: 'Sonara Sales' },
  meetingType: { id: 'demo', name: 'Demo', durationMinutes: 30 },
  visitor: { firstName: 'Ada', name: 'Ada Lovelace', email: 'ada@example.com' },
  timeZone: 'UTC',
  days: [
    {
      date: '2026-12-01',
      slots: [{ start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:30:00.000Z' }],
    },
  ],
};

function answer(formBody: unknown) {
  const urls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    urls.push(url);
    if (url === FORM_TOKEN_PATH) {
      return {
        ok: true,
        status: 200,
        json: async () => ({ token: '1767225600000.t' }),
      } as Response;
    }
    if (url.startsWith('/api/booking/slots')) {
      return { status: 200, json: async () => OFFER } as Response;
    }
    return { status: 201, headers: new Headers(), json: async () => formBody } as Response;
  }) as unknown as typeof fetch;
  return urls;
}

async function submitContact() {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText(/First Name/), 'Ada');
  await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Business Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '305-555-0100');
  await user.type(screen.getByLabelText(/Company Name/), 'Analytical Dental');
  await user.selectOptions(screen.getByLabelText(/Industry/), 'dental');
  await user.selectOptions(screen.getByLabelText(/Company Size/), '11-50');
  await user.click(screen.getByRole('checkbox'));
  expect(offerModuleLoaded).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
}

beforeEach(() => {
  offerModuleLoaded.mockClear();
  (toast.success as jest.Mock).mockClear();
});

it('offers a meeting under the unchanged success message when the lead was routed', async () => {
  const urls = answer({ id: 'lead-1', booking: { token: 'lead-token.sig' } });
  await submitContact();
  const heading = await screen.findByRole('heading', { name: 'Book your demo now' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(offerModuleLoaded).toHaveBeenCalledTimes(1);
  expect(toast.success).toHaveBeenCalledWith('Request submitted successfully!', {
    description: "We'll be in touch with you shortly.",
  });
  const form = screen.getByRole('form', { name: 'Consultation request' });
  expect(form).toHaveTextContent('Thank you: your contact request was received.');
  // Below the form, not inside it: its buttons are no submit buttons of the lead form.
  expect(form.contains(heading)).toBe(false);
  expect(await screen.findByRole('radio', { name: /Dec 1/ })).toBeChecked();
  expect(urls.some((url) => url.startsWith('/api/booking/slots?token=lead-token.sig'))).toBe(true);
});

it('offers nothing when the lead was not routed to anyone', async () => {
  answer({ id: 'lead-2' });
  await submitContact();
  await waitFor(() =>
    expect(screen.getByRole('form', { name: 'Consultation request' })).toHaveTextContent(
      'Thank you: your contact request was received.',
    ),
  );
  expect(screen.queryByRole('heading', { name: /Book your/ })).toBeNull();
  expect(offerModuleLoaded).not.toHaveBeenCalled();
});
