/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Known critical advisories affect next below 16.3.3 and better-auth below
 * 1.6.22, so the lockfile must resolve every copy of them (nested ones too) at or above the floor.
 */
const FLOORS: Record<string, string> = {
  next: '16.3.3',
  'better-auth': '1.6.22',
};

interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, { version?: string }>;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (semver order, pre-releases below releases). */
function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
    if (!match) throw new Error(`Not a semantic version: ${version}`);
    return { core: [match[1], match[2], match[3]].map(Number), pre: match[4] };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index += 1) {
    const diff = (left.core[index] ?? 0) - (right.core[index] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  const leftParts = left.pre.split('.');
  const rightParts = right.pre.split('.');
  for (let index = 0; index < Math.max(leftParts.length, rightParts.length); index += 1) {
    const l = leftParts[index];
    const r = rightParts[index];
    if (l === undefined) return -1;
    if (r === undefined) return 1;
    if (l === r) continue;
    const numeric = /^\d+$/.test(l) && /^\d+$/.test(r);
    if (numeric) return Math.sign(Number(l) - Number(r));
    return l < r ? -1 : 1;
  }
  return 0;
}

/** Every copy of `name` the lockfile installs, with its version. */
function resolvedCopies(lock: Lockfile, name: string): { at: string; version: string }[] {
  return Object.entries(lock.packages)
    .filter(([at]) => at === `node_modules/${name}` || at.endsWith(`/node_modules/${name}`))
    .map(([at, entry]) => ({ at, version: entry.version ?? '' }));
}

/** Copies below their floor, as readable lines (empty when the lockfile is safe). */
function floorViolations(lock: Lockfile, floors: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, floor] of Object.entries(floors)) {
    const copies = resolvedCopies(lock, name);
    if (copies.length === 0) problems.push(`${name} is not in the lockfile`);
    for (const copy of copies) {
      if (!copy.version || compareVersions(copy.version, floor) < 0) {
        problems.push(`${copy.at} resolves ${copy.version || 'no version'}, below ${floor}`);
      }
    }
  }
  return problems;
}

const lockfile = JSON.parse(
  readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8'),
) as Lockfile;

describe('dependency floor (package-lock.json)', () => {
  it('is a lockfile with a packages map', () => {
    expect(lockfile.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(Object.keys(lockfile.packages).length).toBeGreaterThan(0);
  });

  it('resolves next >= 16.3.3 and better-auth >= 1.6.22 everywhere', () => {
    expect(floorViolations(lockfile, FLOORS)).toEqual([]);
  });
});

describe('the floor check itself', () => {
  const lockWith = (packages: Record<string, string>): Lockfile => ({
    lockfileVersion: 3,
    packages: Object.fromEntries(
      Object.entries(packages).map(([at, version]) => [at, { version }]),
    ),
  });

  it('orders versions as semver does', () => {
    expect(compareVersions('16.3.3', '16.3.3')).toBe(0);
    expect(compareVersions('16.3.2', '16.3.3')).toBe(-1);
    expect(compareVersions('16.10.0', '16.3.3')).toBe(1);
    expect(compareVersions('16.3.3-canary.4', '16.3.3')).toBe(-1);
    expect(compareVersions('16.3.3-canary.10', '16.3.3-canary.9')).toBe(1);
    expect(compareVersions('1.6.22', '1.6.3')).toBe(1);
  });

  it('fails a lockfile that resolves a lower version, nested copies included', () => {
    const lock = lockWith({
      'node_modules/next': '16.4.0',
      'node_modules/better-auth': '1.6.22',
      'node_modules/some-tool/node_modules/next': '16.3.2',
    });
    expect(floorViolations(lock, FLOORS)).toEqual([
      'node_modules/some-tool/node_modules/next resolves 16.3.2, below 16.3.3',
    ]);
  });

  it('fails a lockfile without the package and accepts one at the floor', () => {
    expect(floorViolations(lockWith({ 'node_modules/next': '16.3.3' }), FLOORS)).toEqual([
      'better-auth is not in the lockfile',
    ]);
    expect(
      floorViolations(
        lockWith({ 'node_modules/next': '16.3.3', 'node_modules/better-auth': '1.6.22' }),
        FLOORS,
      ),
    ).toEqual([]);
  });
});
