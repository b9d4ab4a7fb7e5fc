import fs from 'node:fs';
import type { Plugin } from 'vite';

// graphql-codegen's client preset routes every `graphql(`...`)` call through one map of all the
// project's documents (web/src/generated/gql.ts), which no bundler can tree-shake. The preset's
// answer, a Babel or SWC plugin, imports each document from generated/graphql.ts instead; but that
// is one module, and a bundler puts a module in one chunk: every document would still load with
// the sign-in screen. So each call here becomes an import of a module holding only its document
// (the object literal codegen wrote), and each document travels with the chunk that uses it.

const CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)[^`]*`\s*\)/g;
const GQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/generated\/gql['"];?\s*$/m;
const PREFIX = 'virtual:graphql-document/';

/** The export name codegen gives a document: `XDocument`, or `XFragmentDoc` for fragments. */
export function documentName(kind: string, name: string): string {
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** Rewrites the `graphql(...)` calls of one module into imports of their documents; null when it has none. */
export function rewriteDocuments(code: string): string | null {
  if (!GQL_IMPORT.test(code)) return null;
  const names = new Set<string>();
  const body = code.replace(CALL, (_call, kind: string, name: string) => {
    const exported = documentName(kind, name);
    names.add(exported);
    return exported;
  });
  if (!names.size) return null;
  const imports = [...names].map((name) => `import { ${name} } from ${JSON.stringify(PREFIX + name)};`);
  return body.replace(GQL_IMPORT, () => imports.join('\n'));
}

/** The module of one document, cut from generated/graphql.ts (one `export const` line each). */
export function documentModule(generated: string, name: string): string {
  const line = generated.split('\n').find((text) => text.startsWith(`export const ${name} = {`));
  const literal = line?.match(/^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*>;$/)?.[1];
  if (!literal) throw new Error(`${name} is not in web/src/generated/graphql.ts: run npm run codegen`);
  return `export const ${name} = ${literal};\n`;
}

export function graphqlDocuments(generatedDir: string): Plugin {
  const generatedFile = `${generatedDir}graphql.ts`;
  return {
    name: 'federa:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      this.addWatchFile(generatedFile);
      return documentModule(fs.readFileSync(generatedFile, 'utf8'), id.slice(PREFIX.length + 1));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir)) return null;
      const rewritten = rewriteDocuments(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
