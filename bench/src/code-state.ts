import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SITE_DIST_DIR } from './paths';

/** The code a run measured: the commit, and whether files outside bench/ differed from it. */
export interface CodeState {
  /** `git rev-parse --short HEAD`; null outside a git checkout. */
  commit: string | null;
  /** Uncommitted changes (untracked files included) outside bench/: the build is not the commit. */
  dirty: boolean;
  /** Those files (`git status --porcelain` lines), at most 20. */
  changedFiles: string[];
  /** How many there were (absent in older stamps). */
  changedCount?: number;
  /** When it was read: at the build, or at the start of a run reusing a build not stamped. */
  readAt: 'build' | 'run start';
}

/** The stamp bench/run.sh writes into the build folder (the state just before `next build`). */
export const CODE_STAMP_FILE = path.join(ROOT, SITE_DIST_DIR, 'bench-code.json');

function git(args: string[]): string {
  return execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** The checkout's state now. */
export function readCodeState(readAt: CodeState['readAt']): CodeState {
  let commit: string | null = null;
  try {
    commit = git(['rev-parse', '--short', 'HEAD']).trim() || null;
  } catch {
    return { commit: null, dirty: false, changedFiles: [], changedCount: 0, readAt };
  }
  const changed = git([
    'status',
    '--porcelain',
    '--untracked-files=all',
    '--',
    '.',
    ':(exclude)bench',
  ])
    .split('\n')
    .filter((line) => line.trim() !== '');
  return {
    commit,
    dirty: changed.length > 0,
    changedFiles: changed.slice(0, 20),
    changedCount: changed.length,
    readAt,
  };
}

/**
 * The state the measured build was made from: the stamp of the build when bench/run.sh made it
 * (also when BENCH_SKIP_BUILD reuses it), else the checkout at the start of this run.
 */
export function measuredCodeState(): CodeState {
  if (existsSync(CODE_STAMP_FILE)) {
    try {
      return {
        ...(JSON.parse(readFileSync(CODE_STAMP_FILE, 'utf8')) as CodeState),
        readAt: 'build',
      };
    } catch {
      // A damaged stamp: fall back to the checkout.
    }
  }
  return readCodeState('run start');
}

// `tsx bench/src/code-state.ts`: prints the state (bench/run.sh saves it next to the build).
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(ROOT, 'bench/src/code-state.ts')
) {
  process.stdout.write(`${JSON.stringify(readCodeState('build'))}\n`);
}
