import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/site/toast/toast';
import { ApplicationForm } from '@/components/forms/application-form';
import { ContactForm } from '@/components/forms/contact-form';
import { CustomSolutionForm } from '@/components/forms/custom-solution-form';
import { PartnershipForm } from '@/components/forms/partnership-form';
import { FORM_TOKEN_PATH, HONEYPOT_FIELD } from '@/lib/leads/metadata';

jest.mock('@/components/site/toast/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const success = toast.success as jest.Mock;
const failure = toast.error as jest.Mock;

interface PendingAnswer {
  resolve: (status: number, body?: unknown) => void;
}

/**
 * fetch answers one form post at a time, so a test can look at the form while it waits. The render
 * token the form asks for once it has hydrated is answered at once (with `token`, or a 503).
 */
function controlledFetch({ token }: { token?: string } = {}) {
  const pending: PendingAnswer[] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        if (url === FORM_TOKEN_PATH) {
          const ok = token !== undefined;
          resolve({ ok, status: ok ? 200 : 503, json: async () => ({ token }) } as Response);
          return;
        }
        calls.push({ url, init });
        pending.push({
          resolve: (status, body = {}) =>
            resolve({ status, json: async () => body } as unknown as Response),
        });
      }),
  ) as unknown as typeof fetch;
  return { pending, calls };
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

beforeEach(() => {
  success.mockClear();
  failure.mockClear();
});

describe('ContactForm', () => {
  it('sends the signed render token it asked for once it hydrated', async () => {
    const user = userEvent.setup();
    const { pending, calls } = controlledFetch({ token: '1767225600000.signed' });
    render(<ContactForm />);
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith(FORM_TOKEN_PATH, expect.anything()),
    );
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      formToken: '1767225600000.signed',
    });
    await act(async () => pending[0]?.resolve(201, { id: 'lead-1' }));
  });

  it('starts empty with Managed Services and the terms unticked; the message box has the textarea look', () => {
    render(<ContactForm />);
    expect(screen.getByLabelText(/Service Type/)).toHaveValue('managed');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByLabelText('Message')).toHaveClass('ui-textarea');
  });

  it('marks a select with a preselected value required for assistive technology, not for HTML', () => {
    // HTML allows `required` on a single select only when its first option is an empty one.
    render(<ContactForm />);
    const serviceType = screen.getByLabelText(/Service Type/);
    expect(serviceType).not.toHaveAttribute('required');
    expect(serviceType).toHaveAttribute('aria-required', 'true');
    const industry = screen.getByLabelText(/Industry/);
    expect(industry).toBeRequired();
    expect(industry.querySelector('option')).toHaveValue('');
  });

  it('blocks submission without the terms and announces each error beside its field', async () => {
    const user = userEvent.setup();
    const { calls } = controlledFetch();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    expect(failure).toHaveBeenCalledWith('Please agree to the terms', {
      description: 'You must agree to the terms and conditions to submit the form.',
    });
    const firstName = screen.getByLabelText(/First Name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)).toHaveTextContent(
      'First name is required',
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'You must agree to the terms and conditions to submit the form.',
    );
    expect(calls).toEqual([]);
  });

  it('shows Processing... while sending, then the success toast and an empty form with a new key', async () => {
    const user = userEvent.setup();
    const { pending, calls } = controlledFetch();
    render(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(calls[0]?.url).toBe('/api/forms/contact');
    const sent = JSON.parse(String(calls[0]?.init.body));
    expect(sent).toMatchObject({
      firstName: 'Ada',
      serviceType: 'managed',
      agreeToTerms: true,
      [HONEYPOT_FIELD]: '',
    });
    expect(sent.sourcePage).toBe('/');
    const firstKey = (calls[0]?.init.headers as Record<string, string>)['Idempotency-Key'];
    await act(async () => pending[0]?.resolve(201, { id: 'lead-1' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Request submitted successfully!', {
        description: "We'll be in touch with you shortly.",
      }),
    );
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect((calls[1]?.init.headers as Record<string, string>)['Idempotency-Key']).not.toBe(
      firstKey,
    );
  });

  it('keeps the data and the key after a failure, with the destructive toast', async () => {
    const user = userEvent.setup();
    const { pending, calls } = controlledFetch();
    render(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    await act(async () =>
      pending[0]?.resolve(503, { error: { code: 'unavailable', message: 'down' } }),
    );
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Error submitting form', {
        description: 'There was a problem submitting your request. Please try again.',
      }),
    );
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(screen.getByRole('button', { name: 'Schedule My Consultation' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Schedule My Consultation' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const keys = calls.map(
      (call) => (call.init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('PartnershipForm', () => {
  it('shows the spec notices: required fields first, then the email', async () => {
    const user = userEvent.setup();
    const { calls } = controlledFetch();
    render(<PartnershipForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Partnership Inquiry' }));
    expect(failure).toHaveBeenLastCalledWith('Error', {
      description: 'Please fill in all required fields.',
    });
    await user.type(screen.getByLabelText(/First Name/), 'Grace');
    await user.type(screen.getByLabelText(/Last Name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example');
    await user.type(screen.getByLabelText(/Company Name/), 'Compiler');
    await user.type(screen.getByLabelText(/Website/), 'https://compiler.example.com');
    await user.selectOptions(screen.getByLabelText(/Partnership Type/), 'referral');
    await user.selectOptions(screen.getByLabelText(/Company Size/), '501+');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit Partnership Inquiry' }));
    expect(failure).toHaveBeenLastCalledWith('Error', {
      description: 'Please enter a valid email address.',
    });
    expect(calls).toEqual([]);
  });
});

describe('CustomSolutionForm', () => {
  it('shows the spec messages beside the fields', async () => {
    const user = userEvent.setup();
    controlledFetch();
    render(<CustomSolutionForm />);
    await user.click(screen.getByRole('button', { name: 'Request Custom Solution' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Company name is required',
      'Please select an industry',
      'Please select company size',
      'Please select at least one solution type',
      'You must agree to the terms and conditions',
    ]);
    expect(
      screen.getByRole('option', { name: 'Not Sure - Need Consultation' }),
    ).toBeInTheDocument();
  });
});

describe('ApplicationForm', () => {
  const job = {
    id: 'job-default-1',
    title: 'AI Implementation Engineer',
    reqNumber: 'SON-2026-002',
  };

  it('asks for the resume, then sends a multipart application and reports success', async () => {
    const user = userEvent.setup();
    const { pending, calls } = controlledFetch();
    const onSubmitted = jest.fn();
    render(<ApplicationForm job={job} onCancel={jest.fn()} onSubmitted={onSubmitted} />);
    expect(screen.getByText('Req# SON-2026-002')).toBeInTheDocument();
    const resume = screen.getByLabelText(/Resume/);
    expect(resume).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await user.type(screen.getByLabelText(/First Name/), 'Katherine');
    await user.type(screen.getByLabelText(/Last Name/), 'Johnson');
    await user.type(screen.getByLabelText(/^Email/), 'k@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(failure).toHaveBeenCalledWith('Missing resume', {
      description: 'Please upload your resume.',
    });
    await user.upload(resume, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const body = calls[0]?.init.body as FormData;
    expect(body.get('jobId')).toBe('job-default-1');
    expect((body.get('resume') as File).name).toBe('cv.pdf');
    await act(async () => pending[0]?.resolve(201, { id: 'app-1' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Application submitted', {
      description: 'Your application has been submitted successfully!',
    });
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
  });

  it('shows the server’s reason for a refused resume and the failure toast', async () => {
    const user = userEvent.setup();
    const { pending } = controlledFetch();
    render(<ApplicationForm job={job} onCancel={jest.fn()} onSubmitted={jest.fn()} />);
    await user.type(screen.getByLabelText(/First Name/), 'K');
    await user.type(screen.getByLabelText(/Last Name/), 'J');
    await user.type(screen.getByLabelText(/^Email/), 'k@example.com');
    await user.upload(screen.getByLabelText(/Resume/), new File(['MZ'], 'cv.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const reason =
      'This file is not a valid PDF document. Please upload a real PDF, DOC or DOCX file.';
    await act(async () =>
      pending[0]?.resolve(422, {
        error: {
          code: 'invalid_fields',
          message: 'Please correct the highlighted fields.',
          fields: { resume: reason },
        },
      }),
    );
    expect(await screen.findByText(reason)).toHaveAttribute('role', 'alert');
    expect(failure).toHaveBeenCalledWith('Failed to submit', {
      description: 'There was an error submitting your application. Please try again.',
    });
    expect(screen.getByLabelText(/First Name/)).toHaveValue('K');
  });
});
