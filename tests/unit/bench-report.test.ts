/** @jest-environment node */
import { computeBudget } from '@/bench/src/bundle-budget';
import { assertionId, type LighthouseRow } from '@/bench/src/lighthouse';
import type { PageWeight } from '@/bench/src/page-weight';
import { renderReport } from '@/bench/src/report';
import type { BenchReport } from '@/bench/src/report-types';
import type { ThroughputResult } from '@/bench/src/throughput';

const machine = {
  cores: 2,
  cpuModel: 'test',
  memoryGiB: 4,
  node: 'v20',
  platform: 'linux',
  date: '2026-11-27T05:00:00.000Z',
  loadAverage: 0.1,
};

const lhRow = (label: string, failed: string[] = []): LighthouseRow => ({
  label,
  url: `http://127.0.0.1:1${label}`,
  runs: 5,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  failed,
});

const throughput = (requestsPerSecond: number, latencyP99Ms: number): ThroughputResult => ({
  target: 't',
  url: 'u',
  requestsPerSecond,
  latencyP50Ms: 1,
  latencyP99Ms,
  non2xx: 0,
  errors: 0,
  runs: [],
  responseBytes: 40_000,
});

const section = <T>(name: string, data: T) => ({
  name,
  status: 'ok' as const,
  machine,
  seconds: 1,
  data,
});

function report(): BenchReport {
  return {
    generatedAt: machine.date,
    machine,
    durationSeconds: 600,
    build: { seconds: 100, emptyAppSeconds: 20, next: '16.4.6' },
    code: { commit: 'abc1234', dirty: false, changedFiles: [], changedCount: 0, readAt: 'build' },
    sections: [],
    problems: [],
    lines: { total: 100, files: 2, byFolder: { 'lib/': 100 } },
    lighthouse: section('lighthouse', {
      runsPerUrl: 5,
      floor: lhRow('empty'),
      styledFloor: { ...lhRow('styled'), lcpMs: 1800 },
      performanceGoal: 96,
      lcpGoalMs: 1200,
      rows: [lhRow('/'), lhRow('/faq', ['largest-contentful-paint 1900'])],
      applied: {
        runsPerUrl: 3,
        rows: [
          { label: 'empty', url: 'e', runs: 3, fcpMs: 750, lcpMs: 750 },
          { label: 'styled', url: 's', runs: 3, fcpMs: 1500, lcpMs: 1500 },
          { label: '/', url: 'h', runs: 3, fcpMs: 1500, lcpMs: 1650 },
        ],
      },
    }),
    front: section('front', {
      settings: { connections: 16, durationSeconds: 5, warmupSeconds: 2, runs: 3 },
      emptyApp: throughput(2000, 10),
      rows: [
        {
          page: '/',
          deployed: throughput(9000, 5),
          staticFile: throughput(10000, 4),
          single: throughput(2000, 12),
          ratio: 0.9,
        },
        {
          page: '/careers',
          deployed: throughput(9000, 25),
          staticFile: throughput(10000, 4),
          single: throughput(2000, 12),
          ratio: 0.9,
        },
      ],
    }),
    leads: [],
    faults: [],
  };
}

const goalLine = (markdown: string, start: string) =>
  markdown.split('\n').find((line) => line.startsWith(`| ${start}`)) ?? '';

describe('bench report goals', () => {
  const markdown = renderReport(report());

  it('fails the LCP goal when Lighthouse CI failed it on one route', () => {
    expect(goalLine(markdown, 'LCP <=')).toContain('1 of 2 routes');
    expect(goalLine(markdown, 'LCP <=')).toContain('**FAIL**');
    expect(goalLine(markdown, 'Lighthouse Performance')).toContain('| pass |');
  });

  it('holds deployed pages to 0.8x of static nginx and a p99 under 20 ms', () => {
    expect(goalLine(markdown, '/ deployed')).toContain('| pass |');
    expect(goalLine(markdown, '/careers deployed')).toContain('**FAIL**');
  });

  it('says a goal whose section did not run was not run', () => {
    expect(goalLine(markdown, 'Size budgets')).toContain('| not run | not run |');
  });

  it('fails a goal whose section failed', () => {
    const failed = { ...report(), sizes: { status: 'failed' as const, machine, seconds: 1 } };
    expect(goalLine(renderReport(failed), 'Size budgets')).toContain('| failed | **FAIL** |');
  });

  it('holds the analytics beacon to 1 KB gzip', () => {
    const small = {
      ...report(),
      beacon: section('beacon', { rawBytes: 1300, gzipBytes: 740, budgetBytes: 1024 }),
    };
    expect(goalLine(renderReport(small), 'Analytics beacon')).toContain(
      '740 B gzip (1300 B minified) | pass |',
    );
    const large = {
      ...report(),
      beacon: section('beacon', { rawBytes: 3000, gzipBytes: 1100, budgetBytes: 1024 }),
    };
    expect(goalLine(renderReport(large), 'Analytics beacon')).toContain('**FAIL**');
  });

  it('sets each LCP beside both floors, simulated and applied', () => {
    const home = markdown.split('\n').filter((line) => line.startsWith('| / |'));
    expect(home[0]).toContain('| 900 | 1.00 | 0.50 |');
    expect(home[1]).toBe('| / | 1500 | 1650 | 2.20 | 1.10 | 3 |');
  });

  it('stays short', () => {
    expect(markdown.split('\n').length).toBeLessThan(200);
  });
});

describe('size budgets', () => {
  it('sets an HTML budget beside the JavaScript one, from the largest page of a route', () => {
    const weight = (path: string, htmlGzipBytes: number) =>
      ({ path, status: 200, htmlGzipBytes, jsGzipBytes: 100_000 }) as PageWeight;
    const budget = computeBudget([weight('/blog/a', 10_000), weight('/blog/b', 12_000)]);
    expect(budget.htmlMeasured).toEqual({ '/blog/[slug]': 12_000 });
    expect(budget.html?.['/blog/[slug]']).toBe(15 * 1024);
    expect(budget.routes['/blog/[slug]']).toBe(103 * 1024);
  });
});

describe('Lighthouse CI assertion names', () => {
  it('names a category assertion by its category, as the report looks it up', () => {
    expect(
      assertionId({ auditId: 'categories', auditProperty: 'performance', name: 'minScore' }),
    ).toBe('categories:performance');
    expect(assertionId({ auditId: 'largest-contentful-paint', name: 'maxNumericValue' })).toBe(
      'largest-contentful-paint',
    );
  });
});
