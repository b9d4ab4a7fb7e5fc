// Lets Node's own `require` find the TypeScript sources the way jest's moduleNameMapper does, for
// code that runs outside a test file's registry: jest's global setup, the server processes
// (server-child.cjs) and the browser suite's database process. Without it they would load the
// shared contract from schema/dist, which exists only after `tsc -b schema`.
const path = require('node:path');
const Module = require('node:module');

const SCHEMA_SOURCES = path.join(__dirname, '../../schema');
const resolve = Module._resolveFilename;
if (!resolve.federaSources) {
  Module._resolveFilename = function (request, ...rest) {
    if (request.startsWith('@federa/schema/')) {
      return resolve.call(this, path.join(SCHEMA_SOURCES, request.slice('@federa/schema/'.length)), ...rest);
    }
    try {
      return resolve.call(this, request, ...rest);
    } catch (error) {
      // Sources name their siblings as the build emits them (`./embedded.js`): find the .ts instead.
      if (!request.startsWith('.') || !request.endsWith('.js')) throw error;
      return resolve.call(this, request.replace(/\.js$/, '.ts'), ...rest);
    }
  };
  Module._resolveFilename.federaSources = true;
}
