import type { BenchReport } from './report-types';
import type { Section } from './section';

/** Every section of a report with the name it ran under (older reports have no names). */
function sections(report: BenchReport): [string, Section<unknown> | undefined][] {
  const named = (fallback: string, section: Section<unknown> | undefined) =>
    [section?.name ?? fallback, section] as [string, Section<unknown> | undefined];
  return [
    named('page weight', report.pages.weight),
    named('lighthouse', report.pages.lighthouse),
    named('throughput', report.pages.throughput),
    named('profile', report.profile),
    ...report.leads.map((section, index) =>
      named(['leads on PGlite', 'leads on PostgreSQL'][index] ?? 'leads', section),
    ),
    named('delivery', report.delivery),
    ...report.faults.kill.map((section, index) =>
      named(
        ['fault: kill on PGlite', 'fault: kill on PostgreSQL'][index] ?? 'fault: kill',
        section,
      ),
    ),
    named('fault: PostgreSQL stop', report.faults.postgresStop),
  ];
}

/**
 * What makes a run incomplete: a section that failed or was not available, a page that did not
 * answer 200, a throughput target left out, Lighthouse runs lost to errors. Empty for a good run.
 * (A pass of "no" in a lead or fault check is a finding about the site, not a broken run.)
 */
export function runProblems(report: BenchReport): string[] {
  const problems: string[] = [];
  for (const [name, section] of sections(report)) {
    if (section?.status === 'failed') problems.push(`${name} failed: ${section.note ?? ''}`);
    if (section?.status === 'not-available') {
      problems.push(`${name} not available: ${section.note ?? ''}`);
    }
  }
  for (const page of report.pages.weight?.data ?? []) {
    if (page.status !== 200) problems.push(`page weight: ${page.path} answered ${page.status}`);
  }
  for (const target of report.pages.throughput?.data?.skipped ?? []) {
    problems.push(`throughput: ${target} left out (not 200)`);
  }
  const lighthouse = [...(report.pages.lighthouse?.data ?? []), report.pages.lighthouseFloor];
  for (const result of lighthouse) {
    if (result && result.errors.length > 0) {
      problems.push(
        `lighthouse ${result.path} (${result.route}): ${result.errors.length} of ${result.runs} runs lost to errors (${result.errors.join('; ')})`,
      );
    }
  }
  return problems;
}
