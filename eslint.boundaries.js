// @ts-check
// Import boundaries: the kits know no domain, the web never reaches into the server, and the
// shared contract depends on neither side. Paths are resolved, so `../modules/x` and a deeper
// `../../../modules/x` are the same import.

const rule = 'import-x/no-restricted-paths';

/** What the web's UI kit may use besides itself: the message catalogue and the API client. */
const WEB_KIT_MAY_USE = ['./ui', './i18n', './api'];

/**
 * The only domain files the server's kits may name. The request's caller (who signed in, with
 * which roles) is part of every request's context, and the context's loaders are typed from what
 * the modules give (a type import). Everything else a module hands in through the bootstrap
 * (app.ts passes modules/index.ts to the doors). Never add an entry for a domain's code.
 * Keys are the importing files; values the imported files, relative to graph/src/modules.
 */
const PENDING_DOMAIN_IMPORTS = {
  'graph/src/graphql/context.ts': ['./auth/caller.ts'],
  'graph/src/graphql/warnings.ts': ['./auth/caller.ts'],
  'graph/src/rest/respond.ts': ['./auth/caller.ts'],
  'graph/src/graphql/loaders.ts': ['./index.ts'],
};

/** The zones, with `pending` more imports allowed from graph/src/modules. */
function zones(pending = []) {
  return [
    {
      target: ['graph/src/graphql', 'graph/src/rest', 'graph/src/modules/common'],
      from: 'graph/src/modules',
      except: ['./common', ...pending],
      message: 'The server kits know no domain: a module hands its parts to the kit instead.',
    },
    {
      target: 'web/src/modules/ui',
      from: 'web/src/modules',
      except: WEB_KIT_MAY_USE,
      message: 'The UI kit knows no domain: a screen passes it what it shows.',
    },
    {
      target: 'web/src/modules/ui',
      from: 'web/src/routes',
      message: 'The UI kit knows no domain: a screen passes it what it shows.',
    },
    {
      target: 'web',
      from: 'graph',
      message: 'The web shares with the server only what is in schema/ (@federa/schema).',
    },
    {
      target: 'schema',
      from: ['graph', 'web'],
      message: 'schema/ is the contract both sides import; it imports neither.',
    },
  ];
}

const boundaries = [
  { files: ['**/*.{ts,tsx,mts,cts}'], rules: { [rule]: ['error', { zones: zones() }] } },
  ...Object.entries(PENDING_DOMAIN_IMPORTS).map(([file, pending]) => ({
    files: [file],
    rules: { [rule]: ['error', { zones: zones(pending) }] },
  })),
];

module.exports = { boundaries };
