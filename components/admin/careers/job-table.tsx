'use client';

import { ExternalLinkIcon, EyeIcon, EyeOffIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ScrollTable } from '@/components/admin/scroll-table';
import { jobFunctionLabel } from '@/lib/jobs/job-functions';
import { companyDate } from '@/lib/config/company';
import type { AdminJob as Job } from '@/lib/jobs/job-types';

/** Active, Closed (active but past its closing date: its page answers 410) or Inactive. */
function jobStatus(job: Job, today: string): { label: string; open: boolean } {
  if (!job.isActive) return { label: 'Inactive', open: false };
  if (job.validThrough < today) return { label: 'Closed', open: false };
  return { label: 'Active', open: true };
}

/**
 * Job Management table: Req#, Title, Function, Location, Salary Range, Status, Actions (with the
 * job's public page).
 */
export function JobTable({
  jobs,
  onToggle,
  onEdit,
  onDelete,
}: {
  jobs: Job[];
  onToggle: (job: Job) => void;
  onEdit: (job: Job) => void;
  onDelete: (job: Job) => void;
}) {
  const today = companyDate(new Date());
  return (
    <ScrollTable label="Job listings">
      <TableHeader>
        <TableRow>
          <TableHead>Req#</TableHead>
          <TableHead>Title</TableHead>
          <TableHead>Function</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Salary Range</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => {
          const status = jobStatus(job, today);
          return (
            <TableRow key={job.id}>
              {/* On a phone the number may break at its hyphens and the title wraps, so both stay
                  in view beside the pinned actions and each job can be told apart. */}
              <TableCell className="font-mono text-xs sm:whitespace-nowrap">
                {job.reqNumber}
              </TableCell>
              <TableCell className="min-w-28 font-medium">{job.title}</TableCell>
              <TableCell>
                <Badge variant="outline">{jobFunctionLabel(job.function)}</Badge>
              </TableCell>
              <TableCell>{job.location}</TableCell>
              <TableCell>{job.salaryRange}</TableCell>
              <TableCell>
                <Badge variant={status.open ? 'default' : 'secondary'}>{status.label}</Badge>
              </TableCell>
              <TableCell>
                {/* Two by two on a phone, so the pinned column stays narrow. */}
                <div className="grid grid-cols-2 gap-1 sm:flex">
                  <a
                    href={job.pageUrl}
                    target="_blank"
                    rel="noopener"
                    className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                    aria-label={`View page: ${job.title} (opens in a new tab)`}
                  >
                    <ExternalLinkIcon aria-hidden="true" />
                    <span className="hidden sm:inline">View page</span>
                  </a>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${job.isActive ? 'Deactivate' : 'Activate'} ${job.title}`}
                    onClick={() => onToggle(job)}
                  >
                    {job.isActive ? (
                      <EyeOffIcon aria-hidden="true" />
                    ) : (
                      <EyeIcon aria-hidden="true" />
                    )}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${job.title}`}
                    onClick={() => onEdit(job)}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${job.title}`}
                    onClick={() => onDelete(job)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
