// A test server in a process of its own (see server-process.ts). TypeScript is compiled on load
// by @swc/core with the options jest uses (jest.config.js).
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...swc, filename });
  module._compile(code, filename);
};

const { startTestServer } = require('./test-server.ts');

startTestServer(JSON.parse(process.argv[2] ?? '{}')).then(
  (server) => {
    process.send({ url: server.url });
    process.once('disconnect', () => void server.close().finally(() => process.exit(0)));
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
