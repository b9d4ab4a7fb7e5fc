// The `/v1` routes as the modules declare them: each module's `restRoutes(router, deps)` is handed
// a real express Router, whose route table is then read. Nothing is served and no handler runs:
// the deps are inert, since a module only keeps them for its handlers. Whatever router methods a
// module calls (get, post, all, route, use with a sub-router) land in the same table.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

// Runs the TypeScript sources as jest does, the shared contract from its sources: no build first.
require(path.join(root, 'tests/support/swc-register.cjs'));

const { Router } = require('express');
const { MODULES } = require(path.join(root, 'graph/src/modules/index.ts'));
const { restRoute } = require(path.join(root, 'graph/src/rest/respond.ts'));
const { restUploadCalls } = require(path.join(root, 'graph/src/body-limits.ts'));

const inert = new Proxy({}, { get: () => inert });
const deps = { orm: inert, services: inert, log: () => {} };

// Every handler the JSON door builds has this code; any other handler answers in its own way (a
// file streamed, or a choice between a file and the JSON door).
const jsonDoor = restRoute(deps, async () => ({})).toString();

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function* routesOf(router, prefix) {
  for (const layer of router.stack) {
    if (layer.route) {
      const declared = Object.keys(layer.route.methods).filter((m) => layer.route.methods[m]);
      const methods = declared.includes('_all')
        ? ['get', 'post']
        : declared.filter((m) => METHODS.includes(m));
      const handlers = layer.route.stack.map((s) => s.handle.toString());
      for (const method of methods)
        yield { method, path: prefix + layer.route.path, json: handlers.every((h) => h === jsonDoor) };
    } else if (layer.handle && Array.isArray(layer.handle.stack) && typeof layer.rawPath === 'string') {
      yield* routesOf(layer.handle, prefix + (layer.rawPath === '/' ? '' : layer.rawPath));
    }
  }
}

/**
 * Every `/v1` route: method, path (express `:params`), the module that declares it, whether every
 * handler is the JSON door, and whether its body may carry a file (the modules' `uploadRoutes`, read as body-limits.ts reads them).
 */
function restRoutes() {
  // As app.ts builds it: the calls every module declares as carrying a file.
  const takesFile = restUploadCalls(MODULES.flatMap((module) => module.uploadRoutes ?? []));
  const byKey = new Map();
  for (const module of MODULES) {
    if (!module.restRoutes) continue;
    const router = Router();
    module.restRoutes(router, deps);
    for (const route of routesOf(router, '')) {
      const key = `${route.method} ${route.path}`;
      const seen = byKey.get(key);
      // A path declared twice (custom?excel=true, then the JSON answer) is one operation.
      if (seen) seen.json = seen.json && route.json;
      else
        byKey.set(key, {
          ...route,
          module: module.name,
          takesFile: takesFile({ path: route.path }),
        });
    }
  }
  return [...byKey.values()];
}

module.exports = { restRoutes };
