import { buildSchema } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { MODULES } from '../../../../graph/src/modules';
import { createRestRouter } from '../../../../graph/src/rest/router';
import { AREAS } from './matrix-support';
import { MATRIX } from './table';

// The matrix is one table driven by several files: these checks keep the table whole (every
// operation and route in it) and every row driven (each area has its file).

describe('the matrix covers', () => {
  it('every GraphQL query and mutation', () => {
    const schema = buildSchema(
      fs.readFileSync(path.join(__dirname, '../../../../schema/schema.graphql'), 'utf8'),
    );
    const operations = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.keys(type.getFields()),
    );
    const covered = new Set(MATRIX.filter((e) => e.graphql).map((e) => e.name));
    expect(operations.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('every REST call', () => {
    // The routes as the modules mount them: registering needs the services only by name.
    const services = new Proxy({}, { get: () => new Proxy({}, { get: () => () => undefined }) });
    const router = createRestRouter(
      { services, orm: undefined, log: () => {} } as never,
      MODULES,
    ) as unknown as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    const routes = router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`),
      );
    const covered = new Set(MATRIX.flatMap((e) => (e.rest ?? []).map((r) => `${r.method} ${r.path}`)));
    // A route for every method (router.all) is covered by a call of any.
    const isCovered = (route: string) =>
      covered.has(route) ||
      (route.startsWith('_ALL ') && ['GET', 'POST'].some((m) => covered.has(`${m} ${route.slice(5)}`)));
    expect(routes.filter((route) => !isCovered(route))).toEqual([]);
    // And the matrix asks nothing the server does not serve (a misspelt path would prove nothing).
    const served = new Set(
      routes.flatMap((r) => (r.startsWith('_ALL ') ? ['GET', 'POST'].map((m) => `${m} ${r.slice(5)}`) : [r])),
    );
    expect([...covered].filter((route) => !served.has(route))).toEqual([]);
  });

  it('every area in a file that drives it', () => {
    const driven = AREAS.filter((area) => {
      const file = path.join(__dirname, `${area}.test.ts`);
      return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(`driveMatrix('${area}')`);
    });
    expect(driven).toEqual([...AREAS]);
    expect(new Set(MATRIX.map((e) => e.name)).size).toBe(MATRIX.length);
  });
});
