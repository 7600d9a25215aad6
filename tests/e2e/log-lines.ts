/** The JSON log lines of a production server's output (other lines, such as Next's, skipped). */
export function jsonLogLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
