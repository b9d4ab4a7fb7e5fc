import { defineConfig, devices } from '@playwright/test';
import { chromium } from './tests/e2e/support/chromium';

// Browser journeys against the real application (tests/e2e/support/start-server.mjs): built
// client, GraphQL server and a throwaway embedded PostgreSQL with the demo federation.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      // The first-password journey spends a validation link: it runs in one project only and
      // covers the 375 px width itself (see first-password.spec.ts).
      testIgnore: /first-password\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${port}/es`,
    // A fresh database every run: never attach to a server left running with spent links.
    reuseExistingServer: false,
    // Build, first start of PostgreSQL, migrations and 2,000 demo members.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
