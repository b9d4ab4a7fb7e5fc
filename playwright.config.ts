import { defineConfig, devices } from '@playwright/test';
import { chromium } from './tests/e2e/support/chromium';

// The 375 px project's files: the layout of every screen at a phone's width.
const PHONE_LAYOUT = /layout\/phone(-\w+)?\.spec\.ts$/;

// Browser journeys against the real application: the built client served by the GraphQL server,
// one server and one copy of the demo database per worker (tests/e2e/support/fixtures.ts) cloned
// from a template made once per run (tests/e2e/support/global-setup.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // Each worker has a database of its own: both cores are used without journeys seeing each other.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: PHONE_LAYOUT,
    },
    {
      name: 'mobile-375',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      // What a screen does is the same at any width (the desktop journeys and the component tests
      // prove it); at 375 px only the layout differs: one look at each screen of each domain (the
      // phone menu, lists as cards sorted by a select, one-column forms, Listado out of reach).
      testMatch: PHONE_LAYOUT,
    },
  ],
});
