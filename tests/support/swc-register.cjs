// Lets a process run the TypeScript sources as jest does (the same swc options): the server
// processes (server-child.cjs) and the tests that need a whole process of their own (signals,
// exit). node -r ./tests/support/swc-register.cjs x.ts
const fs = require('node:fs');
const { transformSync } = require('@swc/core');
const options = require('./swc-options.cjs').ts;
require('./source-resolution.cjs');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
