import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { loadConfig } from '../../../graph/src/config';
import { startServerProcess } from '../../support/server-process';

export { expect } from '@playwright/test';

/**
 * Every journey runs against its worker's own application: a server process (as the jest
 * limits tests start one) over a copy of the run's demo template (global-setup.ts), made when
 * the worker starts. Journeys of one worker run one after another, so what a journey sees is
 * the demo as the earlier journeys of its worker left it, never a write made meanwhile; a
 * worker that failed is replaced with a fresh copy.
 */
export const test = base.extend<object, { app: { url: string } }>({
  app: [
    // Playwright reads a fixture's dependencies from its first parameter, an object pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-e2e-uploads-'));
      const limits = loadConfig({
        NODE_ENV: 'test',
        // Every test browser signs in from 127.0.0.1: the per-address ceiling would be reached
        // by the suite itself. The per-account limit stays as in production.
        SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '1000',
        // The form's checks of one demo account's journeys all count against its allowance.
        MEMBER_CHECKS_PER_MINUTE: '1000',
      });
      const server = await startServerProcess({
        uploadsDir,
        signIn: limits.signIn,
        memberChecksPerMinute: limits.memberChecksPerMinute,
      });
      await use({ url: server.url });
      await server.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
    // Copying the template and loading the server's sources take a few seconds.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});
