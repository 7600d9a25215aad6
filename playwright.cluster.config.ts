import { defineConfig } from '@playwright/test';

/**
 * The deployment tests: the standalone server (after `next build` and scripts/standalone.sh) on
 * PGlite and PostgreSQL, and two instances on one PostgreSQL behind nginx. They start their own
 * processes and need no browser; the cluster spec needs TEST_DATABASE_URL and Debian's nginx.
 */
export default defineConfig({
  testDir: 'tests/cluster',
  outputDir: process.env.PW_OUTPUT_DIR || 'test-results/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
});
