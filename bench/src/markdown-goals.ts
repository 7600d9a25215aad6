import { evaluateGoals, type Goal } from './goals';
import { table } from './markdown';
import type { BenchReport } from './report-types';

const verdict = (pass: Goal['pass']) =>
  pass === null ? 'not measured' : pass ? 'pass' : '**FAIL**';

/** The goals block at the top of the report: each goal, what this run measured, pass or fail. */
export function goalsMarkdown(report: BenchReport): string[] {
  const goals = evaluateGoals(report);
  const passed = goals.filter((goal) => goal.pass === true).length;
  const measured = goals.filter((goal) => goal.pass !== null).length;
  return [
    '## Goals',
    '',
    `${passed} of ${measured} measured goals pass${measured < goals.length ? ` (${goals.length - measured} not measured in this report)` : ''}. KB = 1024 bytes.`,
    '',
    table(
      ['area', 'goal', 'measured', 'result'],
      goals.map((goal) => [goal.area, goal.goal, goal.measured, verdict(goal.pass)]),
    ),
    '',
  ];
}
