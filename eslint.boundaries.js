// @ts-check
// Import boundaries: the kits know no domain, the web never reaches into the server, and the
// shared contract depends on neither side. Paths are resolved, so `../modules/x` and a deeper
// `../../../modules/x` are the same import.

const { domainCyclesPlugin } = require('./eslint.domain-cycles.js');

const rule = 'import-x/no-restricted-paths';

/** What the web's UI kit may use besides itself: the message catalogue and the API client. */
const WEB_KIT_MAY_USE = ['./ui', './i18n', './api'];

/**
 * The zones. The server's kits name no domain: a module hands its parts to the bootstrap
 * (modules/index.ts lists them; app.ts and services.ts pass them to the kits), whose types the
 * kits read through services.ts. The modules never import the bootstrap: a module is handed its
 * settings (a part of the configuration it types itself) when the server starts.
 */
function zones() {
  return [
    {
      target: ['graph/src/graphql', 'graph/src/rest', 'graph/src/modules/common'],
      from: 'graph/src/modules',
      except: ['./common'],
      message: 'The server kits know no domain: a module hands its parts to the kit instead.',
    },
    {
      target: 'graph/src/modules',
      from: [
        'graph/src/config.ts',
        'graph/src/app.ts',
        'graph/src/services.ts',
        'graph/src/main.ts',
        'graph/src/start.ts',
      ],
      message:
        'A module never imports the bootstrap: it types the settings it reads and is handed them when it registers (domain-module.ts).',
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
  // And no two domains lean on each other, through however many others (eslint.domain-cycles.js).
  {
    files: ['graph/src/modules/**/*.ts'],
    plugins: { federa: domainCyclesPlugin },
    rules: { 'federa/no-domain-cycles': 'error' },
  },
];

module.exports = { boundaries };
