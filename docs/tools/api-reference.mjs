// Writes (`npm run docs:api`) or checks (`npm run docs:check`) the generated API reference:
// docs/api/graphql.md from schema/schema.graphql, docs/api/openapi.json from the `/v1` routes the
// modules declare. The check regenerates in memory and fails naming every file that differs, as
// the codegen check does; it needs no build and no git state.
//   node docs/tools/api-reference.mjs [--check] [--schema FILE] [--docs DIR]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { graphqlReference, restTwins } from './graphql-reference.mjs';
import { openApi } from './openapi.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : path.resolve(process.argv[at + 1]);
}

const check = process.argv.includes('--check');
const schemaFile = option('--schema', path.join(root, 'schema/schema.graphql'));
const docsDir = option('--docs', path.join(root, 'docs/api'));

// Formatted as `npm run lint` would format them, so the files stay as written.
async function formatted(text, file) {
  const config = (await prettier.resolveConfig(path.join(root, 'docs/api', file))) ?? {};
  return prettier.format(text, { ...config, filepath: path.join(root, 'docs/api', file) });
}

const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const { restRoutes } = require('./rest-routes.cjs');

const sdl = fs.readFileSync(schemaFile, 'utf8');
const wanted = {
  'graphql.md': await formatted(graphqlReference(sdl), 'graphql.md'),
  'openapi.json': await formatted(
    JSON.stringify(openApi(restRoutes(), version, restTwins(sdl))),
    'openapi.json',
  ),
};

if (check) {
  const stale = Object.keys(wanted).filter((file) => {
    const target = path.join(docsDir, file);
    return !fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== wanted[file];
  });
  if (stale.length) {
    const names = stale.map((file) => path.relative(root, path.join(docsDir, file))).join(', ');
    console.error(
      `The API reference is out of date (${names}): the schema or the /v1 routes changed. Run \`npm run docs:api\` and commit.`,
    );
    process.exitCode = 1;
  } else {
    console.log('The API reference (docs/api) is up to date.');
  }
} else {
  fs.mkdirSync(docsDir, { recursive: true });
  for (const [file, text] of Object.entries(wanted)) fs.writeFileSync(path.join(docsDir, file), text);
  console.log(`Wrote ${Object.keys(wanted).join(' and ')} in ${path.relative(root, docsDir) || '.'}.`);
}
