import type { EmploymentType } from '@/lib/db/schema/jobs';

/**
 * The schema.org employment types with the labels the admin picks from. Declared here rather than
 * imported from the table module so browser code (admin form, job page) does not pull in the
 * database schema.
 */
export const EMPLOYMENT_TYPE_OPTIONS = [
  { value: 'FULL_TIME', label: 'Full time' },
  { value: 'PART_TIME', label: 'Part time' },
  { value: 'CONTRACTOR', label: 'Contract' },
  { value: 'TEMPORARY', label: 'Temporary' },
  { value: 'INTERN', label: 'Intern' },
] as const satisfies readonly { value: EmploymentType; label: string }[];

export const EMPLOYMENT_TYPE_VALUES = EMPLOYMENT_TYPE_OPTIONS.map((option) => option.value) as [
  EmploymentType,
  ...EmploymentType[],
];

// Fails to compile if the table gains a type this list lacks.
type MissingType = Exclude<EmploymentType, (typeof EMPLOYMENT_TYPE_OPTIONS)[number]['value']>;
const allTypesListed: MissingType extends never ? true : never = true;
void allTypesListed;

/** The label of an employment type ("CONTRACTOR" -> "Contract"). */
export function employmentTypeLabel(value: EmploymentType): string {
  return EMPLOYMENT_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
