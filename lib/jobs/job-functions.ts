import type { JobFunction } from '@/lib/db/schema/jobs';

/**
 * The five job functions with their labels, in tab order. Declared here rather than imported from
 * the table module so browser code (tabs, admin form) does not pull in the database schema.
 */
export const JOB_FUNCTION_OPTIONS = [
  { value: 'sales', label: 'Sales' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'operations', label: 'Operations' },
  { value: 'tech', label: 'Tech' },
  { value: 'executive', label: 'Executive' },
] as const satisfies readonly { value: JobFunction; label: string }[];

export const JOB_FUNCTION_VALUES = JOB_FUNCTION_OPTIONS.map((option) => option.value) as [
  JobFunction,
  ...JobFunction[],
];

// Fails to compile if the table gains a function this list lacks.
type MissingFunction = Exclude<JobFunction, (typeof JOB_FUNCTION_OPTIONS)[number]['value']>;
const allFunctionsListed: MissingFunction extends never ? true : never = true;
void allFunctionsListed;

/** The label of a job function ("tech" -> "Tech"). */
export function jobFunctionLabel(value: JobFunction): string {
  return JOB_FUNCTION_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
