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

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  testMatch: [
    '<rootDir>/tests/integration/**/*.test.ts',
    '<rootDir>/graph/src/**/*.test.ts',
    '<rootDir>/schema/**/*.test.ts',
    '<rootDir>/web/src/**/*.test.ts',
    '<rootDir>/web/build/**/*.test.ts',
  ],
  // The shared contract runs from its sources here; only the built server loads schema/dist.
  moduleNameMapper: { '^@federa/schema/(.*)$': '<rootDir>/schema/$1' },
  modulePathIgnorePatterns: ['<rootDir>/graph/dist', '<rootDir>/web/dist', '<rootDir>/schema/dist'],
  setupFiles: ['<rootDir>/tests/support/fresh-orm-metadata.ts'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  // Each file gets its own database cloned from a template, so files run in parallel safely.
  maxWorkers: 2,
  testTimeout: 60000,
};
