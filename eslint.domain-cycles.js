// @ts-check
// No cycles between domains: a module folder of graph/src/modules imports another only when that
// one does not reach back to it, however many folders away. import-x/no-cycle follows files; two
// domains whose files never form a file cycle may still lean on each other (members' delete
// asking courses, courses' entity naming members). The module built on another registers its part
// there instead (a delete guard, a personal-data section: graph/src/modules/common/domain-module.ts).

const fs = require('node:fs');
const path = require('node:path');

const MODULES = path.join(__dirname, 'graph/src/modules');
/** Folders every module may use: the kit. */
const KITS = new Set(['common']);
const RELATIVE = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

const isTest = (/** @type {string} */ file) => /\.test\.tsx?$/.test(file);

/** The domain (module folder) a file belongs to; null for the kit, the registry and anything else. */
function domainOf(/** @type {string} */ file) {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts.length < 2 || KITS.has(parts[0])) return null;
  return parts[0];
}

/** The domains a file's relative specifiers reach, other than its own. */
function targets(/** @type {string} */ file, /** @type {string[]} */ specifiers) {
  const own = domainOf(file);
  const found = new Set();
  for (const specifier of specifiers) {
    const target = domainOf(path.resolve(path.dirname(file), specifier));
    if (target && target !== own) found.add(target);
  }
  return found;
}

/** Every non-test TypeScript file under graph/src/modules, and the domains each imports. */
function scan() {
  /** @type {Map<string, Set<string>>} */
  const byFile = new Map();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !isTest(entry.name) && domainOf(full)) {
        const text = fs.readFileSync(full, 'utf8');
        byFile.set(
          full,
          targets(
            full,
            [...text.matchAll(RELATIVE)].map((m) => m[1]),
          ),
        );
      }
    }
  };
  walk(MODULES);
  return byFile;
}

/**
 * A path of domains from `from` to `to` (both included) along the imports, or null. The file
 * being linted counts with its edges as written now (`current`), not as last read from disk.
 */
function reach(
  /** @type {Map<string, Set<string>>} */ byFile,
  /** @type {string} */ from,
  /** @type {string} */ to,
) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const [file, reached] of byFile) {
    const domain = /** @type {string} */ (domainOf(file));
    const edges = graph.get(domain) ?? new Set();
    for (const target of reached) edges.add(target);
    graph.set(domain, edges);
  }
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const domain = /** @type {string} */ (queue.shift());
    if (domain === to) {
      const way = [];
      for (let at = /** @type {string | null | undefined} */ (to); at; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(domain) ?? [])
      if (!cameFrom.has(next)) {
        cameFrom.set(next, domain);
        queue.push(next);
      }
  }
  return null;
}

/** @type {Map<string, Set<string>> | undefined} */
let disk;

/** @type {import('eslint').Rule.RuleModule} */
const noDomainCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Module folders of graph/src/modules import each other in one direction only.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = domainOf(file);
    if (!own || isTest(file)) return {};
    /** @type {{ node: import('estree').Node; specifier: string }[]} */
    const imports = [];
    const take = (/** @type {any} */ node) => {
      const source = node.source;
      if (
        source &&
        source.type === 'Literal' &&
        typeof source.value === 'string' &&
        source.value.startsWith('.')
      )
        imports.push({ node, specifier: source.value });
    };
    return {
      ImportDeclaration: take,
      ExportNamedDeclaration: take,
      ExportAllDeclaration: take,
      ImportExpression: take,
      'Program:exit'() {
        disk ??= scan();
        const byFile = new Map(disk);
        byFile.set(
          file,
          targets(
            file,
            imports.map((i) => i.specifier),
          ),
        );
        for (const { node, specifier } of imports) {
          const target = domainOf(path.resolve(path.dirname(file), specifier));
          if (!target || target === own) continue;
          const back = reach(byFile, target, own);
          if (back)
            context.report({
              node,
              message: `Domains import each other: ${[own, ...back].join(' → ')}. The module built on the other registers its part there instead (graph/src/modules/common/domain-module.ts).`,
            });
        }
      },
    };
  },
};

module.exports = {
  domainCyclesPlugin: { rules: { 'no-domain-cycles': noDomainCycles } },
  domainOf,
  reach,
  scan,
};
