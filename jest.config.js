const swcOptions = require('./tests/support/swc-options.cjs');

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions.ts], '^.+\\.tsx$': ['@swc/jest', swcOptions.tsx] },
  // Styles mean nothing to jsdom: a component's stylesheet import loads as an empty module. The
  // shared contract runs from its sources here; only the built server loads schema/dist.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/web/test/emptyStyle.cjs',
    '^@federa/schema/(.*)$': '<rootDir>/schema/$1',
  },
  modulePathIgnorePatterns: [
    '<rootDir>/graph/dist',
    '<rootDir>/web/dist',
    '<rootDir>/web/dist-ssr',
    '<rootDir>/schema/dist',
  ],
  setupFiles: ['<rootDir>/tests/support/fresh-orm-metadata.ts', '<rootDir>/web/test/jsdomGlobals.ts'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      // The contract, the client and the server's pure code: no database, no global setup.
      // `npx jest --selectProjects unit`
      displayName: 'unit',
      testMatch: [
        '<rootDir>/schema/**/*.test.ts',
        '<rootDir>/graph/src/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.tsx',
        '<rootDir>/web/build/**/*.test.ts',
      ],
    },
    {
      ...shared,
      // Over HTTP against a real PostgreSQL: one for the run with a template database that each
      // file clones (global-setup.ts), served by its worker's server process (test-server.ts).
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
  maxWorkers: 2,
  testTimeout: 60000,
};
