import type { CodegenConfig } from '@graphql-codegen/cli';

// `npm run codegen:check` points CODEGEN_OUT at a temporary folder and compares it with the
// committed one, so a stale generated/ fails CI without touching the work tree.
const out = process.env.CODEGEN_OUT ?? 'web/src/generated/';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  // A hook test's own queries exercise the kit; they are no operations of the client.
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        // String unions instead of TypeScript enums: nothing to emit at run time.
        enumsAsTypes: true,
        skipTypename: false,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
      },
    },
  },
  hooks: {},
};

export default config;
