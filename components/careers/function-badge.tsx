import type { JobFunction } from '@/lib/jobs/job-types';
import { jobFunctionLabel } from '@/lib/jobs/job-functions';
import { cn } from '@/lib/utils';

// Dark text on a light tint of the same hue: every pair passes WCAG AA contrast.
const FUNCTION_COLORS: Record<JobFunction, string> = {
  sales: 'bg-blue-100 text-blue-900 border-blue-200',
  marketing: 'bg-pink-100 text-pink-900 border-pink-200',
  operations: 'bg-amber-100 text-amber-900 border-amber-200',
  tech: 'bg-emerald-100 text-emerald-900 border-emerald-200',
  executive: 'bg-violet-100 text-violet-900 border-violet-200',
};

/** The job function as a badge coloured by function. */
export function FunctionBadge({ value }: { value: JobFunction }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        FUNCTION_COLORS[value],
      )}
    >
      {jobFunctionLabel(value)}
    </span>
  );
}
