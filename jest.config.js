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

// The client's hook and component tests (.test.tsx, each under a `@jest-environment jsdom` docblock).
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
  // Styles mean nothing to jsdom: a component's stylesheet import loads as an empty module. The
  // shared contract runs from its sources here; only the built server loads schema/dist.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/web/test/emptyStyle.cjs',
    '^@federa/schema/(.*)$': '<rootDir>/schema/$1',
  },
  testMatch: [
    '<rootDir>/tests/integration/**/*.test.ts',
    '<rootDir>/graph/src/**/*.test.ts',
    '<rootDir>/schema/**/*.test.ts',
    '<rootDir>/web/src/**/*.test.ts',
    '<rootDir>/web/src/**/*.test.tsx',
    '<rootDir>/web/build/**/*.test.ts',
  ],
  modulePathIgnorePatterns: [
    '<rootDir>/graph/dist',
    '<rootDir>/web/dist',
    '<rootDir>/web/dist-ssr',
    '<rootDir>/schema/dist',
  ],
  setupFiles: ['<rootDir>/tests/support/fresh-orm-metadata.ts', '<rootDir>/web/test/jsdomGlobals.ts'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // Each file gets its own database cloned from a template, so files run in parallel safely.
  maxWorkers: 2,
  testTimeout: 60000,
};
