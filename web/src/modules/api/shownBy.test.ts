import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { SHOWN_BY } from './shownBy';

const schema = buildSchema(
  fs.readFileSync(path.join(__dirname, '../../../../schema/schema.graphql'), 'utf8'),
);

/** The object types an answer of this type can carry, itself included. */
function reachable(type: GraphQLObjectType, seen = new Set<string>()): Set<string> {
  if (seen.has(type.name)) return seen;
  seen.add(type.name);
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (isObjectType(named)) reachable(named, seen);
  }
  return seen;
}

describe('SHOWN_BY, the root fields a write of each type refreshes', () => {
  const rootFields = Object.values(schema.getQueryType()!.getFields());

  it.each(Object.keys(SHOWN_BY))('lists every root field whose answer carries %s', (type) => {
    const carrying = rootFields
      .filter((field) => {
        const named = getNamedType(field.type);
        return isObjectType(named) && reachable(named).has(type);
      })
      .map((field) => field.name);
    expect(carrying.length).toBeGreaterThan(0);
    expect(SHOWN_BY[type as keyof typeof SHOWN_BY]).toEqual(expect.arrayContaining(carrying));
  });

  it('names only root fields of the schema', () => {
    const names = new Set(rootFields.map((field) => field.name));
    for (const fields of Object.values(SHOWN_BY)) {
      for (const field of fields) expect(names.has(field)).toBe(true);
    }
  });
});
