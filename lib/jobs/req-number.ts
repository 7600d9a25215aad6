/** `${prefix}-${year}-${NNN}`, the sequence zero-padded to three digits. */
export function formatReqNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`;
}
