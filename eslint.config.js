// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
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
