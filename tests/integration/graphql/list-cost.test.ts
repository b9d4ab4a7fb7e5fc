import fs from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  getOperationAST,
  isLeafType,
  Kind,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { loadConfig, REPO_ROOT } from '../../../graph/src/config';
import { operationCost } from '../../../graph/src/graphql/list-cost';
import { buildFederaSchema } from '../../../graph/src/graphql/schema';
import { MODULES } from '../../../graph/src/modules';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

const LIMIT = loadConfig({ NODE_ENV: 'test' }).graphqlLimits.cost;
const ATTACK = `{ dojos(page: {limit: 1000}) { items { association { dojos { association { dojos { id } } } } } } }`;

/** The operations the web client sends, as graphql-codegen wrote them (one document a line). */
function webDocuments(): DocumentNode[] {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'web/src/generated/graphql.ts'), 'utf8');
  return source
    .split('\n')
    .filter((line) => line.startsWith('export const ') && line.includes('Document = {'))
    .map((line) => JSON.parse(line.slice(line.indexOf('= ') + 2, line.lastIndexOf(' as unknown as'))));
}

/** A value for each required scalar variable (`courseEnrolment(courseId: Int!)`), so that costing can read the arguments. */
function requiredValues(operation: OperationDefinitionNode): Record<string, unknown> {
  const samples: Record<string, unknown> = { Int: 1, String: 'x', Boolean: false };
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = definition.type;
    if (type.kind === Kind.NON_NULL_TYPE && type.type.kind === Kind.NAMED_TYPE) {
      const sample = samples[type.type.name.value];
      if (sample !== undefined) values[definition.variable.name.value] = sample;
    }
  }
  return values;
}

describe('the cost of a query grows with its lists', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildFederaSchema(MODULES);
  });
  const cost = (document: DocumentNode, variables: Record<string, unknown> = {}) =>
    operationCost(schema, document, getOperationAST(document)!, variables);

  it('lets every query of the web client through, at the largest page it asks (100 rows)', () => {
    const operations = webDocuments().filter((d) => getOperationAST(d));
    expect(operations.length).toBeGreaterThan(25);
    for (const document of operations) {
      const operation = getOperationAST(document)!;
      const name = operation.name!.value;
      expect([name, cost(document, { ...requiredValues(operation), page: { limit: 100 } }) <= LIMIT]).toEqual(
        [name, true],
      );
    }
  });

  it('lets through a page of 1000 members with every field, as the REST door gives it', () => {
    const member = schema.getType('Member') as GraphQLObjectType;
    const scalars = Object.values(member.getFields())
      .filter((f) => isLeafType(getNamedType(f.type)))
      .map((f) => f.name);
    expect(scalars.length).toBeGreaterThan(20);
    const fields = `${scalars.join(' ')} dojo { id name } association { id name }`;
    expect(cost(parse(`{ members(page: {limit: 1000}) { total items { ${fields} } } }`))).toBeLessThanOrEqual(
      LIMIT,
    );
    expect(
      cost(parse(`{ membersConnection(first: 1000) { edges { cursor node { ${fields} } } } }`)),
    ).toBeLessThanOrEqual(LIMIT);
  });

  it('lets through the cards list at 1000 rows and a print batch of 500, with every field, and costs them by their page', () => {
    const card = schema.getType('MemberCard') as GraphQLObjectType;
    const fields = Object.keys(card.getFields()).join(' ');
    const page = (limit: number) =>
      cost(parse(`{ memberCards(page: {limit: ${limit}}) { total printable items { ${fields} } } }`));
    expect(page(1000)).toBeLessThanOrEqual(LIMIT);
    expect(page(1000)).toBeGreaterThan(60 * page(15));
    const batch = (first: number) =>
      cost(parse(`{ memberCardsToPrint(first: ${first}) { edges { cursor node { ${fields} } } } }`));
    expect(batch(500)).toBeLessThanOrEqual(LIMIT);
    expect(batch(500)).toBeGreaterThan(30 * batch(15));
  });

  it('multiplies a nested list by the page above it', () => {
    const nested = parse(
      'query($p: ListInput) { dojos(page: $p) { items { association { dojos { id } } } } }',
    );
    const at = (limit: number) => cost(nested, { p: { limit } });
    expect(at(100)).toBeLessThanOrEqual(LIMIT);
    expect(at(1000)).toBeGreaterThan(LIMIT);
    expect(at(1000)).toBeGreaterThan(60 * at(15));
    expect(cost(nested, { p: { all: true } })).toBeGreaterThan(LIMIT);
    expect(cost(parse(ATTACK))).toBeGreaterThan(100 * LIMIT);
  });

  it('costs an unpaged list nested under itself as its largest size squared', () => {
    const selfNested = parse('{ dojo(id: 1) { association { dojos { association { dojos { id } } } } } }');
    expect(cost(selfNested)).toBeGreaterThan(LIMIT);
    expect(cost(parse('{ dojo(id: 1) { association { dojos { id name } } } }'))).toBeLessThanOrEqual(LIMIT);
  });

  it('costs a fragment once however often it is spread', () => {
    const fragments = ['fragment F0 on Query { countries { code } }'];
    for (let i = 1; i <= 40; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    const started = performance.now();
    expect(cost(parse(`{ ...F40 } ${fragments.join(' ')}`))).toBeGreaterThan(LIMIT);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('over HTTP', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await signIn(t, 'admin@demo.federa');
  });
  afterAll(() => t.close());

  it("refuses the nested lists of the review, in the caller's language", async () => {
    const answer = await t.graphql(ATTACK, {}, { token, headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([
      {
        message: 'The query is too complex.',
        extensions: { code: 'QUERY_REJECTED', detail: expect.stringMatching(/cost/i) },
      },
    ]);
  });

  it('refuses the whole operation when an argument cannot be costed, rather than run the rest', async () => {
    // A null for a non-null argument with a default fails only its own field at execution: the
    // other fields, nested lists included, would run uncosted.
    const aliases = Array.from({ length: 3 }, (_, i) => `h${i}: ${ATTACK.slice(2, -2)}`).join(' ');
    const query = `query($f: Int = 1) { ${aliases} z: membersConnection(first: $f) { pageInfo { hasNextPage } } }`;
    const answer = await t.graphql(query, { f: null }, { token });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'La consulta es demasiado compleja.',
      extensions: { code: 'QUERY_REJECTED' },
    });
  });

  it('reads the page size from the variables', async () => {
    const query = 'query($p: ListInput) { dojos(page: $p) { items { association { dojos { id } } } } }';
    const refused = await t.graphql(query, { p: { limit: 1000 } }, { token });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'La consulta es demasiado compleja.',
      extensions: { code: 'QUERY_REJECTED' },
    });
    const served = await t.graphql<any>(query, { p: { limit: 15 } }, { token });
    expect(served.errors).toBeUndefined();
    expect(served.data.dojos.items).toHaveLength(15);
  });

  it('serves a member page of 100 with dojo and association, and the dropdowns of 1000', async () => {
    const page = await t.graphql<any>(
      `query($page: ListInput) { members(page: $page) { total items { id memberNumber avatar firstName
        lastName fullName mail dojoId associationId age lastFeeYear isAdmin isAssociationAdmin isDojoAdmin
        dojo { id name } association { id name } } } }`,
      { page: { limit: 100 } },
      { token },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.members.items).toHaveLength(100);
    const options = await t.graphql<any>(
      `{ associations(page: { limit: 1000, orderBy: "nombre" }) { items { id name zone } }
         dojos(page: { limit: 1000, orderBy: "nombre" }) { items { id name } }
         countries { code name provinces { code name } } }`,
      {},
      { token },
    );
    expect(options.errors).toBeUndefined();
    expect(options.data.dojos.items.length).toBeGreaterThan(0);
  });
});
