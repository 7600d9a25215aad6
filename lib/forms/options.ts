/**
 * Option values and labels of the lead forms. Shared by the browser forms,
 * the zod schemas, the webhook payloads and the admin's sample data, so a value never drifts.
 */

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const CONTACT_INDUSTRIES = [
  { value: 'dental', label: 'Dental Practice' },
  { value: 'legal', label: 'Legal Services' },
  { value: 'veterinary', label: 'Veterinary Clinic' },
  { value: 'home', label: 'Home Services' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const CUSTOM_INDUSTRIES = [
  { value: 'dental', label: 'Dental Practice' },
  { value: 'legal', label: 'Legal Services' },
  { value: 'veterinary', label: 'Veterinary Services' },
  { value: 'home', label: 'Home Services' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'financial', label: 'Financial Services' },
  { value: 'retail', label: 'Retail' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** Company sizes of the contact and custom-solution forms (top size 500+). */
export const EMPLOYEE_COUNTS = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-500', label: '201-500 employees' },
  { value: '500+', label: '500+ employees' },
] as const satisfies readonly Option[];

/** Company sizes of the partnership form (its top size is 501+, unlike the other forms). */
export const PARTNER_COMPANY_SIZES = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-500', label: '201-500 employees' },
  { value: '501+', label: '501+ employees' },
] as const satisfies readonly Option[];

export const SERVICE_TYPES = [
  { value: 'managed', label: 'Managed Services' },
  { value: 'not-sure', label: 'Need Consultation' },
] as const satisfies readonly Option[];

export const PARTNER_TYPES = [
  { value: 'technology', label: 'Technology Partner' },
  { value: 'referral', label: 'Referral Partner' },
  { value: 'strategic', label: 'Strategic Alliance' },
  { value: 'distribution', label: 'Distribution Partner' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

/** The eight capabilities of /custom-solutions, in page order; their ids are the form's values. */
export const SOLUTION_CAPABILITIES = [
  { value: 'inbound-voice-agents', label: 'Inbound Voice Agents' },
  { value: 'outbound-voice-campaigns', label: 'Outbound Voice Campaigns' },
  { value: 'live-human-handoff', label: 'Live Human Handoff' },
  { value: 'custom-voice-development', label: 'Custom Voice Development' },
  { value: 'ambient-sound-integration', label: 'Ambient Sound Integration' },
  { value: 'full-ai-call-center', label: 'Full AI Call Center' },
  { value: 'custom-system-integration', label: 'Custom System Integration' },
  { value: 'intelligent-workflows', label: 'Intelligent Workflows' },
] as const satisfies readonly Option[];

export const SOLUTION_TYPES = [
  ...SOLUTION_CAPABILITIES,
  { value: 'multiple', label: 'Multiple Solutions' },
  { value: 'not-sure', label: 'Not Sure - Need Consultation' },
] as const satisfies readonly Option[];

/** The values of an option list, as the non-empty tuple `z.enum` wants. */
export function optionValues<const T extends readonly [Option, ...Option[]]>(
  options: T,
): [T[number]['value'], ...T[number]['value'][]] {
  const [first, ...rest] = options.map((option) => option.value);
  return [first as T[number]['value'], ...rest];
}

/** The label of a value, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
