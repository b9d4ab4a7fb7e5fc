// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const reactHooks = require('eslint-plugin-react-hooks');
const { boundaries } = require('./eslint.boundaries.js');

// What a journey reads from the page: Playwright's reads, and the page objects' (tests/e2e/pom)
// that return a value for expect.poll rather than a Locator.
const E2E_READS = `/^(${[
  ...['textContent', 'innerText', 'innerHTML', 'getAttribute', 'inputValue', 'count', 'all'],
  ...['allTextContents', 'allInnerTexts', 'isVisible', 'isHidden', 'isChecked', 'isEnabled'],
  ...['isDisabled', 'isEditable', 'boundingBox', 'evaluate', 'evaluateAll', 'title'],
  ...['badgeCount', 'printCount', 'storedToken', 'tableTexts', 'total', 'column', 'columnTexts'],
].join('|')})$/`;

// String.replace reads `$&`, `$'`, `` $` `` and `$1` in a replacement string as patterns: a value
// that is not a literal (a user's text, a rendered page) goes in through a function (issue 26.4).
const REPLACE_CALL = 'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]';
const REPLACEMENT_MESSAGE =
  "A replacement that is not a literal is read as a pattern ($&, $', $`, $1): pass a function, .replace(x, () => value).";
const REPLACE_WITH_FUNCTION = [
  {
    selector: `${REPLACE_CALL}:not([arguments.1.type=/^(Literal|TemplateLiteral|ArrowFunctionExpression|FunctionExpression)$/])`,
    message: REPLACEMENT_MESSAGE,
  },
  {
    selector: `${REPLACE_CALL}[arguments.1.type='TemplateLiteral']:not([arguments.1.expressions.length=0])`,
    message: REPLACEMENT_MESSAGE,
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      '**/generated/**',
      '.data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Raw SQL goes through common/sql.ts, which runs it on the caller's transaction; a connection's
    // own `execute` runs on another pooled connection unless handed the transaction.
    files: ['graph/src/**/*.ts'],
    ignores: ['graph/src/modules/common/sql.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='execute']",
          message:
            'Run SQL with run(em, sql`...`) from modules/common/sql.ts (it stays inside the transaction).',
        },
        {
          selector: "MemberExpression[property.name='getKnex']",
          message:
            'Run SQL with run(em, sql`...`) from modules/common/sql.ts (it stays inside the transaction).',
        },
        ...REPLACE_WITH_FUNCTION,
      ],
    },
  },
  {
    // The same in every other file that ships (tests replace their own fixed values).
    files: ['graph/src/modules/common/sql.ts', 'web/**/*.{ts,tsx,js,mjs}', 'schema/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...REPLACE_WITH_FUNCTION] },
  },
  {
    // The door kits compose the modules the registry (modules/index.ts) lists and name no domain:
    // a new domain registers itself there instead of editing the kits.
    files: ['graph/src/graphql/**/*.ts', 'graph/src/rest/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../modules/*/*', '!../modules/common/*'],
              message: 'Door kits know no domain: register the module in modules/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A journey asserts on what the page shows through Playwright's waiting assertions
    // (`await expect(locator).toHaveText(...)`, `expect.poll`): a value read once and then
    // compared is read before the page has loaded it on a busy machine (issue 27).
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name='expect'] AwaitExpression > CallExpression[callee.property.name=${E2E_READS}]`,
          message:
            'Read once, this races the page: await expect(locator).toHaveText()/toHaveCount()/toHaveAttribute()/toHaveValue(), or expect.poll(() => read).',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Who may import whom, by resolved path (eslint.boundaries.js).
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'graph/tsconfig.json', 'web/tsconfig.json', 'schema/tsconfig.json'],
          // One project per tsconfig: the server, the web and the root (tests, migrations) resolve differently.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  ...boundaries,
  {
    // Migrations are written by MikroORM's generator; their escapes are its own.
    files: ['migrations/Migration*.ts'],
    rules: { 'no-useless-escape': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
