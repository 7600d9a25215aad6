import path from 'node:path';

/** The repository root: `npm run bench` runs from it. */
export const ROOT = process.cwd();
/** Scratch space of a bench run (git-ignored): logs, databases, nginx files. */
export const WORK_DIR = path.join(ROOT, 'bench', '.work');
export const BENCH_DIR = path.join(ROOT, 'bench');
/** The site's production build folder made by bench/run.sh. */
export const SITE_DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench';
/** The self-contained server of that build (scripts/standalone.sh completes it). */
export const STANDALONE_SERVER = path.join(ROOT, SITE_DIST_DIR, 'standalone', 'server.js');
export const EMPTY_APP_DIR = path.join(BENCH_DIR, 'empty-app');
/** The empty app with the site's stylesheet (bench/run.sh copies it in before the build). */
export const STYLED_FLOOR_DIR = path.join(BENCH_DIR, 'styled-floor');
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
