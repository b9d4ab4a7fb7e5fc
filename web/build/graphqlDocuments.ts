import path from 'node:path';
import type { Plugin } from 'vite';

// graphql-codegen's client preset routes every `graphql(`...`)` call through one map of all the
// project's documents (web/src/generated/gql.ts), which no bundler can tree-shake: every chunk
// that asks for one operation would carry all of them, the sign-in screen included. The preset's
// answer is a Babel plugin; the React plugin of Vite 8 compiles without Babel, so this does the
// same rewrite: each call becomes an import of its own document from generated/graphql.ts.

const CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)[^`]*`\s*\)/g;
const GQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/generated\/gql['"];?\s*$/m;

/** The export name codegen gives a document: `XDocument`, or `XFragmentDoc` for fragments. */
export function documentName(kind: string, name: string): string {
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/**
 * Rewrites the `graphql(...)` calls of one module; null when it has none. `generatedModule` is
 * the import path of generated/graphql.ts as seen from that module.
 */
export function rewriteDocuments(code: string, generatedModule: string): string | null {
  if (!GQL_IMPORT.test(code)) return null;
  const names = new Set<string>();
  const body = code.replace(CALL, (_call, kind: string, name: string) => {
    const exported = documentName(kind, name);
    names.add(exported);
    return exported;
  });
  if (!names.size) return null;
  const imports = `import { ${[...names].join(', ')} } from ${JSON.stringify(generatedModule)};`;
  return body.replace(GQL_IMPORT, imports);
}

export function graphqlDocuments(generatedDir: string): Plugin {
  return {
    name: 'federa:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir)) return null;
      const relative = path
        .relative(path.dirname(id), path.join(generatedDir, 'graphql'))
        .split(path.sep)
        .join('/');
      const rewritten = rewriteDocuments(code, relative.startsWith('.') ? relative : `./${relative}`);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
