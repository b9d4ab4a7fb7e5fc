// The one set of swc options for the TypeScript sources: jest's transform (jest.config.js) and the
// processes that run the sources outside jest (swc-register.cjs) compile them alike.
exports.ts = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

// The client's hook and component tests (.test.tsx, each under a `@jest-environment jsdom` docblock).
exports.tsx = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
