import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadsTab } from '@/components/admin/leads/leads-tab';
import type { LeadPage, LeadSummary } from '@/lib/admin/lead-forms';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const lead = (id: string, unread: boolean): LeadSummary => ({
  type: 'application',
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  name: `Person ${id}`,
  email: `${id}@example.com`,
  organization: 'Voice Engineer',
  preview: '',
  status: 'new',
  unread,
});

function answer(page: number): LeadPage {
  return {
    leads: [lead(`a${page}`, true), lead(`b${page}`, false)],
    total: 60,
    page,
    pageSize: 25,
    pageCount: 3,
    columns: [],
  };
}

describe('LeadsTab', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => answer(Number(new URL(url, 'http://x').searchParams.get('page') ?? 1)),
    })) as unknown as typeof fetch;
  });

  it('shows unread leads in bold, says so to screen readers, and pages with the count', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LeadsTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('60 leads')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const unread = screen.getByText('Person a1').closest('tr')!;
    const read = screen.getByText('Person b1').closest('tr')!;
    expect(unread).toHaveClass('font-semibold');
    expect(within(unread).getByText(/Unread/)).toHaveClass('sr-only');
    expect(read).not.toHaveClass('font-semibold');
    expect(within(read).queryByText(/Unread/)).toBeNull();
    // Applicants have no company: the job applied for stands in the Company column.
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(within(unread).getByText('Voice Engineer')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenLastCalledWith(
      '/api/admin/leads?page=2&pageSize=25',
      expect.anything(),
    );
    // Rendering the whole tab in jsdom is slow on a busy 2-core host.
  }, 30_000);
});
