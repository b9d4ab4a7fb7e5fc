// Lets a child process run the TypeScript sources as jest does (the same swc options), for tests
// that need a whole server process of their own: signals, exit. node -r ./tests/support/swc-register.cjs x.ts
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');
const [, options] = require('../../jest.config.js').transform['^.+\\.ts$'];

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};

// Sources name their siblings as the build emits them (`./embedded.js`): find the .ts instead.
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    if (!request.startsWith('.') || !request.endsWith('.js')) throw error;
    return resolve.call(this, request.replace(/\.js$/, '.ts'), ...rest);
  }
};
