import { lazy } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { toast } from '@/components/site/toast/toast';
import { ContactForm } from '@/components/forms/contact-form';
import { PartnershipForm } from '@/components/forms/partnership-form';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';
import { FORM_TOKEN_PATH } from '@/lib/leads/metadata';

jest.mock('@/components/site/toast/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const failure = toast.error as jest.Mock;

/** Every request answers with this status, headers and body; the requests are kept. */
function answerWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: RequestInit[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    // The render token (asked for once a form hydrates) is not a submission.
    if (url === FORM_TOKEN_PATH) {
      return {
        ok: true,
        status: 200,
        json: async () => ({ token: '1767225600000.t' }),
      } as Response;
    }
    calls.push(init);
    return { status, headers: new Headers(headers), json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Ada');
  await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Business Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '305-555-0100');
  await user.type(screen.getByLabelText(/Company Name/), 'Analytical Dental');
  await user.selectOptions(screen.getByLabelText(/Industry/), 'dental');
  await user.selectOptions(screen.getByLabelText(/Company Size/), '11-50');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => failure.mockClear());

describe('a lead form rendered from its registry definition', () => {
  it('says when to try again after a 429 and keeps what the visitor typed', async () => {
    const user = userEvent.setup();
    answerWith(429, { error: 'Too many submissions.' }, { 'retry-after': '540' });
    render(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Error submitting form', {
        description: 'Too many submissions. Please try again in 9 minutes.',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your contact request was not sent. Too many submissions. Please try again in 9 minutes.',
    );
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('states the outcome in its own status region, not only in a toast', async () => {
    const user = userEvent.setup();
    answerWith(201, { id: 'lead-1' });
    render(<ContactForm />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    await waitFor(() =>
      expect(status).toHaveTextContent('Thank you: your contact request was received.'),
    );
    expect(status.closest('form')).toBe(screen.getByRole('form', { name: 'Consultation request' }));
  });

  it('accepts a bare domain as the website and sends it with https', async () => {
    const user = userEvent.setup();
    const calls = answerWith(201, { id: 'lead-2' });
    render(<PartnershipForm />);
    await user.type(screen.getByLabelText(/First Name/), 'Grace');
    await user.type(screen.getByLabelText(/Last Name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/Company Name/), 'Compiler');
    await user.type(screen.getByLabelText(/Website/), 'hopper.example');
    await user.selectOptions(screen.getByLabelText(/Partnership Type/), 'referral');
    await user.selectOptions(screen.getByLabelText(/Company Size/), '501+');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit Partnership Inquiry' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({
      website: 'https://hopper.example',
    });
  });
});

describe('a lead form submitted before its code has loaded', () => {
  it('is busy from the moment of the submit and hydrates without a mismatch', async () => {
    Object.assign(globalThis, {
      IntersectionObserver: class {
        observe() {}
        disconnect() {}
      },
    });
    const calls = answerWith(201, { id: 'lead-3' });
    // The server's real render of the same tree: the form's code is already there on the server.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydrateOnSight>
        <ContactForm />
      </HydrateOnSight>,
    );
    document.body.append(container);
    // React reports a text mismatch as a recoverable error but an attribute mismatch only on the
    // console: both fail the test.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let loaded: (module: { default: typeof ContactForm }) => void = () => {};
    const LazyContactForm = lazy(
      () => new Promise<{ default: typeof ContactForm }>((resolve) => (loaded = resolve)),
    );
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <HydrateOnSight>
          <LazyContactForm />
        </HydrateOnSight>,
        { onRecoverableError: (error) => void recoverable.push(error) },
      );
    });
    const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
    input(/First Name/).value = 'Ada';
    input(/Last Name/).value = 'Lovelace';
    input(/Business Email/).value = 'ada@example.com';
    input(/Phone Number/).value = '305-555-0100';
    input(/Company Name/).value = 'Analytical Dental';
    (screen.getByLabelText(/Industry/) as HTMLSelectElement).value = 'dental';
    (screen.getByLabelText(/Company Size/) as HTMLSelectElement).value = '11-50';
    (screen.getByRole('checkbox') as HTMLInputElement).checked = true;

    const button = screen.getByRole('button', { name: 'Schedule My Consultation' });
    await act(async () => button.click());
    // The code has not arrived: the server's button already says it is working.
    expect(button).toHaveTextContent('Processing...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(global.fetch).not.toHaveBeenCalled();

    await act(async () => loaded({ default: ContactForm }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // Filled in before it hydrated: a render token fetched only now would understate the time.
    expect(JSON.parse(String(calls[0]?.body))).not.toHaveProperty('formToken');
    expect(recoverable).toEqual([]);
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
    expect(screen.getByRole('button')).toBe(button);
    await waitFor(() => expect(button).toHaveTextContent('Schedule My Consultation'));
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
