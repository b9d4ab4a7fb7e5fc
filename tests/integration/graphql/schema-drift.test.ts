import fs from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildFederaSchema, SCHEMA_FILE } from '../../../graph/src/graphql/schema';
import { MODULES } from '../../../graph/src/modules';

describe('schema/schema.graphql', () => {
  it('is the schema the server builds (run `npm run schema:emit` after changing the API)', async () => {
    const built = printSchema(lexicographicSortSchema(await buildFederaSchema(MODULES)));
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    const strip = (sdl: string) => sdl.replace(/^#.*$/gm, '').trim();
    expect(strip(committed)).toBe(strip(built));
  });
});
