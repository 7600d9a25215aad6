import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import type { OverviewReport } from '@/lib/admin/overview-types';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The chart itself needs a real layout engine; this test is about the way to the dead deliveries.
jest.mock('next/dynamic', () => () => () => null);

const REPORT: OverviewReport = {
  days: 30,
  from: '2026-10-26',
  to: '2026-11-24',
  timeZone: 'America/New_York',
  forms: [{ type: 'contact', label: 'Contact Form' }],
  series: [],
  totals: {
    overall: { current: 0, previous: 0, changePercent: null },
    perForm: [{ type: 'contact', current: 0, previous: 0, changePercent: null }],
  },
  meetingsBooked: { current: 0, previous: 0, changePercent: null },
  topPages: [],
  topCampaigns: [],
  deliveries: { total: 4, delivered: 2, deliveredShare: 0.5, deadNow: 2, failingEndpoints: [] },
  spamCaught: 0,
};

function answer(url: string): unknown {
  if (url.startsWith('/api/admin/overview')) return REPORT;
  if (url.startsWith('/api/admin/deliveries')) return { rows: [], total: 0 };
  return {};
}

describe('the Overview dashboard', () => {
  it('opens on Overview, and "Show dead deliveries" opens Deliveries filtered to dead', async () => {
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => answer(url),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AdminDashboard username="admin" twoFactorEnabled={false} homeUrl="/" />
      </QueryClientProvider>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('Overview');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const showDead = await screen.findByRole('button', { name: 'Show dead deliveries' });
    expect(screen.getByText(/dead deliveries wait for a retry/)).toBeInTheDocument();
    await userEvent.setup().click(showDead);
    expect(screen.getByRole('tab', { name: 'Deliveries' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/deliveries?limit=200&status=dead',
      expect.anything(),
    );
  });
});
