import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingOffer } from '@/components/booking/booking-offer';
import { groupByDay, zoneLabel } from '@/components/booking/slot-format';

/*
 * The slot picker under a stored lead, against a mocked booking API. The visitor is in Madrid;
 * the routed member's slots arrive as UTC instants and are shown in the visitor's zone.
 */

const TOKEN = 'lead-token.sig';
const MANAGE = 'manage-token.sig';

const slot = (start: string, minutes = 30) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

const OFFER = {
  member: { name: 'Ana Ruiz' },
  meetingType: { id: 'demo', name: 'Demo', durationMinutes: 30 },
  visitor: { firstName: 'Ada', name: 'Ada Lovelace', email: 'ada@example.com' },
  timeZone: 'Europe/Madrid',
  days: [
    {
      date: '2026-12-01',
      slots: [slot('2026-12-01T14:00:00.000Z'), slot('2026-12-01T14:15:00.000Z')],
    },
    { date: '2026-12-02', slots: [] },
    { date: '2026-12-03', slots: [slot('2026-12-03T16:30:00.000Z')] },
  ],
};

type Answer = { status: number; body: unknown };
interface Call {
  url: string;
  method: string;
  body?: unknown;
}

/** Answers each request from the queue of its method and path; every request is kept. */
function mockApi(routes: Record<string, Answer[]>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.split('?')[0];
    calls.push({
      url: input,
      method,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = routes[`${method} ${path}`]?.shift();
    if (!answer) throw new Error(`unexpected ${method} ${input}`);
    return { status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const booked = (start: string) => ({
  status: 201,
  body: {
    booking: {
      id: 'b1',
      ...slot(start),
      memberName: 'Ana Ruiz',
      meetingTypeName: 'Demo',
      timeZone: 'Europe/Madrid',
    },
    manageToken: MANAGE,
  },
});

beforeEach(() => {
  jest
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockReturnValue({ timeZone: 'Europe/Madrid' } as Intl.ResolvedDateTimeFormatOptions);
});
afterEach(() => jest.restoreAllMocks());

describe('the slot picker after a routed lead is stored', () => {
  it('shows the days and times in the visitor zone, named, with the first day chosen', async () => {
    const calls = mockApi({ 'GET /api/booking/slots': [{ status: 200, body: OFFER }] });
    render(<BookingOffer token={TOKEN} meeting="demo" />);
    const heading = screen.getByRole('heading', { name: 'Book your demo now' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading free times...');
    await screen.findByRole('radio', { name: 'Tue, Dec 1' });

    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('timeZone')).toBe('Europe/Madrid');
    expect(
      screen.getByText('Central European Standard Time (Europe/Madrid)', { selector: 'strong' }),
    ).toBeVisible();
    expect(screen.getByText(/A 30-minute demo with Ana Ruiz/)).toHaveTextContent(
      'booked for Ada Lovelace (ada@example.com)',
    );
    // A day without times is not offered.
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('radio');
    expect(days.map((day) => day.closest('label')?.textContent)).toEqual([
      'Tue, Dec 1',
      'Thu, Dec 3',
    ]);
    expect(screen.getByRole('radio', { name: 'Tue, Dec 1' })).toBeChecked();
    // 14:00 UTC is 3:00 PM in Madrid.
    const times = within(screen.getByRole('group', { name: 'Times on Tuesday, December 1' }));
    expect(times.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      ['3:00 PM', '3:15 PM'],
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Free times loaded for 2 days.');
  });

  it('books with the keyboard alone: another day, a time, Confirm', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/booking/slots': [{ status: 200, body: OFFER }],
      'POST /api/booking': [booked('2026-12-03T16:30:00.000Z')],
    });
    render(<BookingOffer token={TOKEN} meeting="demo" />);
    await screen.findByRole('radio', { name: 'Tue, Dec 1' });

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tue, Dec 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Thu, Dec 3' })).toBeChecked();
    await user.tab();
    const time = screen.getByRole('radio', { name: '5:30 PM' });
    expect(time).toHaveFocus();
    await user.keyboard(' ');
    expect(time).toBeChecked();
    await user.tab();
    const confirm = screen.getByRole('button', { name: 'Confirm: Thu, Dec 3, 5:30 PM' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');

    const confirmation = await screen.findByRole('heading', { name: 'Your demo is booked' });
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        url: '/api/booking',
        method: 'POST',
        body: { token: TOKEN, start: '2026-12-03T16:30:00.000Z', timeZone: 'Europe/Madrid' },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Booked: Thursday, December 3, 2026, 5:30 – 6:00 PM Central European Standard Time.',
    );
    expect(screen.getByText('The invitation is on its way to ada@example.com.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/booking/manage/ics?token=${encodeURIComponent(MANAGE)}`,
    );
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute(
      'href',
      `/booking/${encodeURIComponent(MANAGE)}`,
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('announces a time just taken and offers the next free ones, then books one', async () => {
    const user = userEvent.setup();
    const next = [slot('2026-12-04T09:00:00.000Z'), slot('2026-12-01T14:45:00.000Z')];
    const calls = mockApi({
      'GET /api/booking/slots': [{ status: 200, body: OFFER }],
      'POST /api/booking': [
        {
          status: 409,
          body: {
            error: {
              code: 'conflict',
              message: 'That time was just taken. Please choose another.',
            },
            slots: next,
          },
        },
        booked('2026-12-01T14:45:00.000Z'),
      ],
    });
    render(<BookingOffer token={TOKEN} meeting="demo" />);
    await user.click(await screen.findByRole('radio', { name: '3:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Tue, Dec 1, 3:00 PM' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'That time was just taken. Please choose another. The next free times are shown.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Book your demo now' })).toHaveFocus();
    // Only the offered next slots, by the visitor's day, in order.
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('radio');
    expect(days.map((day) => day.closest('label')?.textContent)).toEqual([
      'Tue, Dec 1',
      'Fri, Dec 4',
    ]);
    expect(screen.queryByRole('radio', { name: '3:00 PM' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '3:45 PM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Tue, Dec 1, 3:45 PM' }));
    await screen.findByRole('heading', { name: 'Your demo is booked' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('keeps the choice after a failed confirm, so the visitor can confirm again', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/booking/slots': [{ status: 200, body: OFFER }],
      'POST /api/booking': [
        { status: 503, body: { error: { code: 'unavailable', message: 'Try again shortly.' } } },
        booked('2026-12-01T14:15:00.000Z'),
      ],
    });
    render(<BookingOffer token={TOKEN} meeting="consultation" />);
    await user.click(await screen.findByRole('radio', { name: '3:15 PM' }));
    await user.click(screen.getByRole('button', { name: /^Confirm/ }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Not booked. Try again shortly.'),
    );
    expect(screen.getByRole('radio', { name: '3:15 PM' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm: Tue, Dec 1, 3:15 PM' }));
    await screen.findByRole('heading', { name: 'Your consultation is booked' });
  });

  it('links to the meeting when the request was booked already', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/booking/slots': [{ status: 200, body: OFFER }],
      'POST /api/booking': [
        {
          status: 409,
          body: {
            error: { code: 'conflict', message: 'This request already has a meeting booked.' },
            manageToken: MANAGE,
          },
        },
      ],
    });
    render(<BookingOffer token={TOKEN} meeting="demo" />);
    await user.click(await screen.findByRole('radio', { name: '3:00 PM' }));
    await user.click(screen.getByRole('button', { name: /^Confirm/ }));
    expect(await screen.findByRole('link', { name: 'See your meeting' })).toHaveAttribute(
      'href',
      `/booking/${encodeURIComponent(MANAGE)}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'This request already has a meeting booked.',
    );
  });

  it('shows the meeting at once when the lead has booked already', async () => {
    mockApi({
      'GET /api/booking/slots': [
        {
          status: 200,
          body: {
            ...OFFER,
            booked: { ...slot('2026-12-01T14:00:00.000Z'), manageToken: MANAGE },
          },
        },
      ],
    });
    render(<BookingOffer token={TOKEN} meeting="demo" />);
    expect(await screen.findByRole('heading', { name: 'Your demo is booked' })).toBeVisible();
    expect(
      screen.getByText(/Tuesday, December 1, 2026, 3:00 – 3:30 PM/, { selector: 'dd' }),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says so when the link has expired, and offers a retry after a network failure', async () => {
    mockApi({ 'GET /api/booking/slots': [{ status: 404, body: {} }] });
    const { unmount } = render(<BookingOffer token={TOKEN} meeting="demo" />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Online booking is not available for this request. We will contact you to find a time.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();

    const user = userEvent.setup();
    let fail = true;
    global.fetch = jest.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { status: 200, json: async () => OFFER } as Response;
    }) as unknown as typeof fetch;
    render(<BookingOffer token={TOKEN} meeting="demo" />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Free times could not be loaded.'),
    );
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('radio', { name: 'Tue, Dec 1' })).toBeChecked();
  });
});

describe('times in the visitor zone', () => {
  it('names the zone as it is on the day shown (daylight-saving time included)', () => {
    expect(zoneLabel('America/New_York', new Date('2026-03-09T15:00:00Z'))).toBe(
      'Eastern Daylight Time (America/New_York)',
    );
    expect(zoneLabel('America/New_York', new Date('2026-03-07T15:00:00Z'))).toBe(
      'Eastern Standard Time (America/New_York)',
    );
    expect(zoneLabel('Asia/Kolkata', new Date('2026-03-07T15:00:00Z'))).toBe(
      'India Standard Time (Asia/Kolkata)',
    );
  });

  it('groups loose slots by the visitor day, not the UTC day', () => {
    // 23:30 UTC on Dec 1 is already Dec 2 in Madrid, and still Dec 1 in New York.
    const slots = [slot('2026-12-01T23:30:00.000Z'), slot('2026-12-01T10:00:00.000Z')];
    expect(groupByDay(slots, 'Europe/Madrid').map((day) => day.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(groupByDay(slots, 'America/New_York')).toEqual([
      { date: '2026-12-01', slots: [slots[1], slots[0]] },
    ]);
  });
});
