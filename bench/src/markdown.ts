import { machineLine } from './machine';
import type { Section } from './section';

/** Small Markdown helpers shared by the report's sections. */

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
export const yes = (value: boolean) => (value ? 'yes' : '**no**');
export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The heading every section carries (`##`, or `###` for one of several runs under a common
 * heading): when and on what it was measured, or why not.
 */
export function sectionHead<T>(
  title: string,
  section: Section<T> | undefined,
  level = 2,
): string[] {
  const heading = `${'#'.repeat(level)} ${title}`;
  if (!section) return [heading, '', '_Not run in this report._', ''];
  const head = [heading, '', `_${machineLine(section.machine)} · ${section.seconds} s_`, ''];
  if (section.status === 'not-available') head.push(`**Not available yet:** ${section.note}`, '');
  if (section.status === 'failed') head.push(`**The run failed:** ${section.note}`, '');
  return head;
}
