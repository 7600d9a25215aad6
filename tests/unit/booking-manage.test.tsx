import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingManage } from '@/components/booking/booking-manage';

/* The booking's page from its signed link, against a mocked booking API, visitor in New York. */

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const TOKEN = 'manage-1.sig';
const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
});
const meeting = (start: string, extra: object = {}) => ({
  id: 'b1',
  ...slot(start),
  memberName: 'Ana Ruiz',
  meetingTypeName: 'Demo',
  timeZone: 'America/New_York',
  status: 'booked',
  ...extra,
});
const MANAGED = {
  booking: meeting('2026-12-01T15:00:00.000Z'),
  timeZone: 'America/New_York',
  days: [
    {
      date: '2026-12-02',
      slots: [slot('2026-12-02T14:00:00.000Z'), slot('2026-12-02T19:30:00.000Z')],
    },
  ],
};

type Answer = { status: number; body: unknown };
function mockApi(routes: Record<string, Answer[]>) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url: input, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = routes[`${method} ${input.split('?')[0]}`]?.shift();
    if (!answer) throw new Error(`unexpected ${method} ${input}`);
    return { status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

beforeEach(() => {
  jest
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
});
afterEach(() => jest.restoreAllMocks());

it('shows the meeting in the visitor zone with its calendar download', async () => {
  const calls = mockApi({ 'GET /api/booking/manage': [{ status: 200, body: MANAGED }] });
  render(<BookingManage token={TOKEN} />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your demo with Ana Ruiz' }),
  ).toBeVisible();
  expect(calls[0]?.url).toBe('/api/booking/manage?token=manage-1.sig&timeZone=America%2FNew_York');
  expect(
    screen.getByText('Tuesday, December 1, 2026, 10:00 – 10:30 AM Eastern Standard Time'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
    'href',
    '/api/booking/manage/ics?token=manage-1.sig',
  );
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('reschedules with the same picker and follows the new link', async () => {
  const user = userEvent.setup();
  const replace = jest.spyOn(window.history, 'replaceState');
  const moved = meeting('2026-12-02T19:30:00.000Z', { id: 'b2' });
  const calls = mockApi({
    'GET /api/booking/manage': [
      { status: 200, body: MANAGED },
      { status: 200, body: { ...MANAGED, booking: moved } },
    ],
    'POST /api/booking/manage/reschedule': [
      {
        status: 409,
        body: {
          error: { code: 'conflict', message: 'That time was just taken. Please choose another.' },
          slots: [slot('2026-12-02T20:00:00.000Z')],
        },
      },
      { status: 200, body: { booking: moved, manageToken: 'manage-2.sig' } },
    ],
  });
  render(<BookingManage token={TOKEN} />);
  await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
  const heading = screen.getByRole('heading', { name: 'Choose a new time' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('Eastern Standard Time (America/New_York)')).toBeVisible();
  await user.click(screen.getByRole('radio', { name: '9:00 AM' }));
  await user.click(screen.getByRole('button', { name: 'Move to this time: Wed, Dec 2, 9:00 AM' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'That time was just taken. Please choose another. The next free times are shown.',
    ),
  );
  const times = within(screen.getByRole('group', { name: 'Times on Wednesday, December 2' }));
  expect(times.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
    '3:00 PM',
  ]);

  await user.click(times.getByRole('radio', { name: '3:00 PM' }));
  await user.click(screen.getByRole('button', { name: /^Move to this time/ }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Rescheduled to Wednesday, December 2, 2026, 2:30 – 3:00 PM Eastern Standard Time.',
    ),
  );
  expect(replace).toHaveBeenCalledWith(null, '', '/booking/manage-2.sig');
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Choose a new time' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
    'href',
    '/api/booking/manage/ics?token=manage-2.sig',
  );
  expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
    token: TOKEN,
    start: '2026-12-02T14:00:00.000Z',
    timeZone: 'America/New_York',
  });
});

it('cancels only after a second yes, and "Keep it" returns focus', async () => {
  const user = userEvent.setup();
  const calls = mockApi({
    'GET /api/booking/manage': [{ status: 200, body: MANAGED }],
    'POST /api/booking/manage/cancel': [
      {
        status: 200,
        body: { booking: meeting('2026-12-01T15:00:00.000Z', { status: 'cancelled' }) },
      },
    ],
  });
  render(<BookingManage token={TOKEN} />);
  const cancel = await screen.findByRole('button', { name: 'Cancel meeting' });
  await user.click(cancel);
  await waitFor(() => expect(screen.getByText(/^Cancel this meeting\?/)).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(cancel).toHaveFocus();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.click(cancel);
  await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
  const heading = await screen.findByRole('heading', { name: 'Your demo is cancelled' });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Your meeting is cancelled.');
  expect(calls.at(-1)).toEqual({
    url: '/api/booking/manage/cancel',
    method: 'POST',
    body: { token: TOKEN },
  });
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
});

it('says so when the link no longer works', async () => {
  mockApi({ 'GET /api/booking/manage': [{ status: 404, body: {} }] });
  render(<BookingManage token={TOKEN} />);
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('This booking link is no longer valid.'),
  );
});
