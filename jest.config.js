/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Component tests (web/src/**/*.test.tsx, with a `@jest-environment jsdom` docblock): JSX as the
// client builds it, styles imported by components read as nothing.
const swcTsx = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '^.+\\.tsx$': swcTsx },
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/support/style-stub.cjs' },
  testMatch: [
    '<rootDir>/tests/integration/**/*.test.ts',
    '<rootDir>/graph/src/**/*.test.ts',
    '<rootDir>/schema/**/*.test.ts',
    '<rootDir>/web/src/**/*.test.ts',
    '<rootDir>/web/src/**/*.test.tsx',
    '<rootDir>/web/build/**/*.test.ts',
  ],
  modulePathIgnorePatterns: ['<rootDir>/graph/dist', '<rootDir>/web/dist'],
  setupFiles: ['<rootDir>/tests/support/fresh-orm-metadata.ts', '<rootDir>/tests/support/dom-globals.ts'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // Each file gets its own database cloned from a template, so files run in parallel safely.
  maxWorkers: 2,
  testTimeout: 60000,
};
