import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersTab } from '@/components/admin/careers/careers-tab';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

describe('CareersTab', () => {
  it('shows the empty state, whose button opens the Add New Job dialog', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => [],
    })) as unknown as typeof fetch;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CareersTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No job listings found.')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Create your first job listing' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Job' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/api/admin/jobs', expect.anything());
  });
});
