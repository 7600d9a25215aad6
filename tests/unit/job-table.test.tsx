import { render, screen, within } from '@testing-library/react';
import { JobTable } from '@/components/admin/careers/job-table';
import { companyDate } from '@/lib/config/company';
import { defaultValidThrough } from '@/lib/jobs/job-slug';
import type { AdminJob } from '@/lib/jobs/job-types';

const today = companyDate(new Date());

const job = (title: string, overrides: Partial<AdminJob> = {}): AdminJob => ({
  id: `job-${title}`,
  reqNumber: 'SON-2026-010',
  title,
  function: 'sales',
  description: 'Sell AI voice agents to dental practices.',
  qualifications: '- Closing experience',
  location: 'Miami, FL',
  salaryRange: '$90,000 - $120,000',
  datePosted: '2026-01-05',
  isActive: true,
  slug: `${title.toLowerCase()}-son-2026-010`,
  employmentType: 'FULL_TIME',
  validThrough: defaultValidThrough(today),
  remote: false,
  updatedAt: '2026-01-05T12:00:00.000Z',
  pageUrl: `https://sonara.example/careers/${title.toLowerCase()}-son-2026-010`,
  ...overrides,
});

describe('JobTable', () => {
  it('links each job to its public page and tells open, closed and inactive jobs apart', () => {
    render(
      <JobTable
        jobs={[
          job('Open'),
          job('Closed', { datePosted: '2001-01-01', validThrough: '2001-03-02' }),
          job('Hidden', { isActive: false }),
        ]}
        onToggle={jest.fn()}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    const row = (title: string) => screen.getByRole('row', { name: new RegExp(`\\b${title}\\b`) });
    expect(within(row('Open')).getByRole('link', { name: /^View page: Open/ })).toHaveAttribute(
      'href',
      'https://sonara.example/careers/open-son-2026-010',
    );
    expect(row('Open')).toHaveTextContent('Active');
    expect(row('Closed')).toHaveTextContent('Closed');
    expect(row('Hidden')).toHaveTextContent('Inactive');
  });
});
