// The GraphQL reference (docs/api/graphql.md) written from the emitted schema: every query,
// mutation and named type with the descriptions the resolvers declare, so the page says what the
// server serves and cannot fall behind it unnoticed (api-reference.mjs --check).
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';

/** A description as one table cell: no line breaks, no column separators, no stray HTML. */
const cell = (text) =>
  (text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .trim();

const paragraph = (text) => (text ? `${text.replace(/</g, '&lt;').trim()}\n\n` : '');

const anchor = (name) => name.toLowerCase();

/** A type as code, linked to its section unless it is one of GraphQL's own scalars. */
function typeRef(type) {
  const named = getNamedType(type);
  const code = `\`${String(type)}\``;
  return isSpecifiedScalarType(named) ? code : `[${code}](#${anchor(named.name)})`;
}

const deprecation = (item) => (item.deprecationReason ? ` Deprecated: ${item.deprecationReason}.` : '');

function argumentTable(args) {
  if (!args.length) return '';
  const rows = args.map((a) => `| \`${a.name}\` | ${typeRef(a.type)} | ${cell(a.description)} |`);
  return ['| Argument | Type | Description |', '| --- | --- | --- |', ...rows, '', ''].join('\n');
}

function operation(root, field) {
  const args = field.args.length ? `(${field.args.map((a) => `${a.name}: ${a.type}`).join(', ')})` : '';
  return [
    `### ${root}.${field.name}`,
    '',
    '```graphql',
    `${field.name}${args}: ${field.type}`,
    '```',
    '',
    paragraph(cell(field.description) + deprecation(field)),
    argumentTable(field.args),
    `Returns ${typeRef(field.type)}.`,
    '',
    '',
  ].join('\n');
}

function fieldTable(fields) {
  const rows = fields.map(
    (f) =>
      `| \`${f.name}\` | ${typeRef(f.type)} | ${cell(f.description)}${deprecation(f)}${
        f.args?.length ? ` Arguments: ${f.args.map((a) => `\`${a.name}: ${a.type}\``).join(', ')}.` : ''
      } |`,
  );
  return ['| Field | Type | Description |', '| --- | --- | --- |', ...rows, '', ''].join('\n');
}

function namedType(type) {
  const head = `### ${type.name}\n\n${paragraph(type.description)}`;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    return head + fieldTable(Object.values(type.getFields()));
  if (isEnumType(type))
    return (
      head +
      ['| Value | Description |', '| --- | --- |']
        .concat(type.getValues().map((v) => `| \`${v.name}\` | ${cell(v.description)}${deprecation(v)} |`))
        .join('\n') +
      '\n\n'
    );
  if (isUnionType(type)) return `${head}One of ${type.getTypes().map(typeRef).join(', ')}.\n\n`;
  const spec = type.specifiedByURL ? `Specified by <${type.specifiedByURL}>.\n\n` : '';
  return head + spec;
}

const KINDS = [
  ['Objects', isObjectType],
  ['Inputs', isInputObjectType],
  ['Enums', isEnumType],
  ['Interfaces', isInterfaceType],
  ['Unions', isUnionType],
  ['Scalars', isScalarType],
];

/**
 * The GraphQL twins of each `/v1` call, as the root fields' descriptions name them ("GET
 * /v1/asocs/ver: one association"): `get /asocs/ver` → ['Query.association'].
 */
export function restTwins(sdl) {
  const schema = buildSchema(sdl);
  const twins = new Map();
  for (const root of [schema.getQueryType(), schema.getMutationType()].filter(Boolean))
    for (const field of Object.values(root.getFields()))
      for (const [, method, rest] of (field.description ?? '').matchAll(/\b(GET|POST) \/v1(\/[\w/]*)/g)) {
        const key = `${method.toLowerCase()} ${rest.replace(/(.)\/$/, '$1')}`;
        twins.set(key, [...(twins.get(key) ?? []), `${root.name}.${field.name}`].sort());
      }
  return twins;
}

/** The reference as Markdown (before Prettier), from the schema's SDL text. */
export function graphqlReference(sdl) {
  const schema = buildSchema(sdl);
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    Boolean,
  );
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !roots.includes(t) && !isSpecifiedScalarType(t))
    .sort((a, b) => a.name.localeCompare(b.name));
  const out = [
    '# GraphQL API reference',
    '',
    '<!-- Generated from schema/schema.graphql by `npm run docs:api` (docs/tools/api-reference.mjs).',
    'Do not edit: `npm run docs:check` fails when this page and the schema differ. -->',
    '',
    'The endpoint is `POST /graphql` (Apollo Sandbox in a browser at `GET /graphql`); send',
    '`Authorization: Bearer <token>` where a session is needed. The conventions (errors, lists,',
    'limits, images) are in [the API guide](../api.md).',
    '',
  ];
  for (const root of roots) {
    const title = { Query: 'Queries', Mutation: 'Mutations', Subscription: 'Subscriptions' }[root.name];
    out.push(`## ${title ?? root.name}`, '');
    const fields = Object.values(root.getFields()).sort((a, b) => a.name.localeCompare(b.name));
    for (const field of fields) out.push(operation(root.name, field));
  }
  for (const [title, is] of KINDS) {
    const ofKind = types.filter(is);
    if (!ofKind.length) continue;
    out.push(`## ${title}`, '');
    for (const type of ofKind) out.push(namedType(type));
  }
  return out.join('\n');
}
