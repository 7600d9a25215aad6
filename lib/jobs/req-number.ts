/** `${prefix}-${year}-${NNN}`, the sequence zero-padded to three digits (spec section 9). */
export function formatReqNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(3, '0')}`;
}

/** The next sequence for a year: the highest existing number of that year plus one. */
export function nextReqSequence(existing: readonly string[], prefix: string, year: number): number {
  const pattern = new RegExp(`^${prefix}-${year}-(\\d+)$`);
  let highest = 0;
  for (const reqNumber of existing) {
    const match = pattern.exec(reqNumber);
    if (match?.[1]) highest = Math.max(highest, Number.parseInt(match[1], 10));
  }
  return highest + 1;
}
