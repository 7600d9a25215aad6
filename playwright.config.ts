import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A free loopback port, found once: workers inherit it through the environment. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_PGLITE_DIR ??= path.join('.test-data', `e2e-${process.env.E2E_PORT}`);
const port = process.env.E2E_PORT;
export const baseURL = `http://127.0.0.1:${port}`;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR || 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    // The production build made by `npm run test:e2e`, on its own port and its own PGlite folder.
    command: `npx next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PGLITE_DIR: process.env.E2E_PGLITE_DIR,
      DATABASE_URL: '',
      SITE_URL: baseURL,
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      DELIVERY_SWEEP_MS: '500',
      ADMIN_USERNAME: 'e2e_admin',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      RATE_LIMIT_MAX: '1000',
      // Specs fill a form faster than a person can; the too-fast check has its own server there.
      SPAM_MIN_SUBMIT_SECONDS: '0',
      // The built-in pixel (admin e2e): rendered on every public page, never on /admin.
      SYSTEM_PIXEL_CODE: '<script>window.__systemPixelMarker = true</script>',
      SYSTEM_PIXEL_NAME: 'E2E Identity Pixel',
      // One origin for site and admin, pixels on: the admin e2e checks pixels there.
      ALLOW_PIXELS_ON_ADMIN_ORIGIN: 'true',
    },
  },
});
