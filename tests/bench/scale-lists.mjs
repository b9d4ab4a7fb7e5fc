// Every list of the application, found in the built server rather than written here: each
// `*.list.js` export declared with defineList (its columns are the orders it offers) and each
// `*.list-doors.js` export (where REST serves it). A new list with doors is benched without
// editing anything; a list served by a route of its own is named in OTHER_ROUTES below, and one
// in neither is printed as not benched so that nobody misses it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// The doors' modules declare GraphQL types, which read decorator metadata as they load.
require('reflect-metadata');
const MODULES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../graph/dist/graph/src/modules',
);

/** Lists whose route is not a `ListDoors`: their REST path, extra parameters, and who may ask. */
const OTHER_ROUTES = {
  ENROLMENT_LIST: { path: '/cursos/listAlum', query: (fixture) => ({ curso: fixture.course }) },
  PUBLIC_DOJO_LIST: { path: '/dojos/public', anonymous: true },
  PUBLIC_COURSE_LIST: { path: '/cursos/public', anonymous: true },
};

/**
 * The word searched in each list: the words where it names them; otherwise a word of the
 * first row of the list's first page (see `wordOf`), so that a new list's search finds rows.
 */
const SEARCH_WORDS = {
  MEMBER_LIST: 'garcia',
  CARD_LIST: 'garcia',
  ENROLMENT_LIST: 'garcia',
  GRADE_LIST: 'garcia',
  FEE_BATCH_LIST: 'aikido 2025',
};

function filesUnder(dir, suffix) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(at, suffix));
    else if (entry.name.endsWith(suffix)) found.push(at);
  }
  return found.sort();
}

const isDefinition = (value) =>
  value &&
  typeof value === 'object' &&
  value.columns &&
  typeof value.defaultOrder === 'string' &&
  value.table;
const isDoors = (value) =>
  value && typeof value === 'object' && value.rest?.path && value.graphql?.list?.name;

/**
 * The lists: `{ id, name, path, orders, word, anonymous, query }` with `orders` every column both
 * ways (`numAcae`, `numAcae DESC`, ...), and `missing`, the declared lists no route was found for.
 */
export function discoverLists() {
  if (!fs.existsSync(MODULES)) throw new Error('build first: npm run build -w graph');
  const definitions = new Map();
  for (const file of filesUnder(MODULES, '.list.js'))
    for (const [id, value] of Object.entries(require(file)))
      if (isDefinition(value)) definitions.set(id, value);
  const routes = new Map(Object.entries(OTHER_ROUTES));
  for (const file of filesUnder(MODULES, '.list-doors.js'))
    for (const [id, doors] of Object.entries(require(file)))
      if (isDoors(doors))
        routes.set(id.replace(/_DOORS$/, ''), { path: doors.rest.path, name: doors.graphql.list.name });

  const lists = [];
  const missing = [];
  for (const [id, def] of definitions) {
    const route = routes.get(id);
    if (!route) {
      missing.push(id);
      continue;
    }
    const orders = Object.keys(def.columns).flatMap((column) => [column, `${column} DESC`]);
    lists.push({
      id,
      name:
        route.name ??
        id
          .replace(/_LIST$/, '')
          .toLowerCase()
          .replace(/_/g, ' '),
      path: route.path,
      orders,
      word: SEARCH_WORDS[id],
      anonymous: route.anonymous ?? false,
      query: route.query ?? (() => ({})),
    });
  }
  return { lists, missing };
}

/**
 * A word to search for in a list whose word is not named: the longest word of four letters or
 * more among the first row's texts (no addresses, links or codes), in lower case.
 */
export function wordOf(row) {
  const words = Object.values(row ?? {})
    .filter((value) => typeof value === 'string' && !/[@/\\]/.test(value))
    .flatMap((value) => value.split(/[^\p{L}]+/u))
    .filter((word) => word.length >= 4);
  words.sort((a, b) => b.length - a.length);
  return words[0]?.toLowerCase();
}
