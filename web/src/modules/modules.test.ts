import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { WebModule } from '../routes/webModule';
import { WEB_MODULES } from '.';

// The server's registry, read as data. The one place the client's code reaches the server's: the
// boundary lint keeps it out of everything else, and `require` keeps the server's code (decorators,
// Node) out of the client's type check, which could not compile it.
type ServerModule = { name: string; webModule?: false };
// eslint-disable-next-line @typescript-eslint/no-require-imports, import-x/no-restricted-paths
const { MODULES } = require('../../../graph/src/modules') as { MODULES: readonly ServerModule[] };

const serverNames = MODULES.map((module) => module.name);
const webServed = new Set(WEB_MODULES.flatMap((module) => (module.server ? [module.server] : [])));

/** The modules a folder's index file declares, registered or not. */
function declaredIn(folder: string): WebModule[] {
  const index = readdirSync(join(__dirname, folder)).find((file) => /^index\.tsx?$/.test(file));
  if (!index) return [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every folder, by its name
  const exported = Object.values(require(`./${folder}`) as Record<string, unknown>);
  return exported.filter(
    (value): value is WebModule => typeof value === 'object' && value !== null && 'server' in value,
  );
}

describe('the web and server registries (web/src/modules/index.ts, graph/src/modules/index.ts)', () => {
  it('registers every web module a folder declares, once', () => {
    const folders = readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const declared = folders.flatMap((folder) => declaredIn(folder.name)).map((module) => module.name);
    const registered = WEB_MODULES.map((module) => module.name);
    expect([...registered].sort()).toEqual([...new Set(declared)].sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('gives every web module a registered server module, or says it has none', () => {
    const unknown = WEB_MODULES.filter(
      (module) => module.server !== null && !serverNames.includes(module.server),
    );
    expect(unknown.map((module) => `${module.name} → ${module.server}`)).toEqual([]);
  });

  it('gives every server module a web module, unless it declares it has none (webModule: false)', () => {
    const without = MODULES.filter((module) => module.webModule !== false && !webServed.has(module.name));
    expect(without.map((module) => module.name)).toEqual([]);
  });

  it('holds a server module that declares no web module to it', () => {
    const served = MODULES.filter((module) => module.webModule === false && webServed.has(module.name));
    expect(served.map((module) => module.name)).toEqual([]);
  });
});
