/**
 * Qualifications are stored one point per line, each starting with a dash (spec section 3). Lines
 * without a dash still count as points, so nothing an admin typed is dropped.
 */
export function splitQualifications(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-–•*]\s*/, '').trim())
    .filter((line) => line.length > 0);
}
