// The OpenAPI 3.1 description of `/v1` (docs/api/openapi.json) from the routes the modules
// declare (rest-routes.cjs). The legacy contract reads each parameter from the query or the body,
// whichever holds it, and answers every call with the same envelope, so what the routes declare
// (method, path, files in, files out) is what this file can say without repeating the spec.

const ENVELOPE = {
  type: 'object',
  description:
    'Every answer: `estado` 0 with `res` (and, for lists, `nRes` and `nTot`; a `token` replaces the session token), or a refusal.',
  required: ['estado', 'res'],
  properties: {
    estado: {
      type: 'integer',
      description: '0: done. 1: refused (see `res`). 9: refused because the record has history.',
    },
    res: { description: 'The answer, or a refusal: `#/components/schemas/Refusal`.' },
    nRes: { type: 'integer', description: 'Rows in this page (lists).' },
    nTot: { type: 'integer', description: 'Rows in the whole list (lists).' },
    token: { type: 'string', description: 'A new session token that replaces the one sent.' },
  },
  additionalProperties: true,
};

const REFUSAL = {
  type: 'object',
  description: 'The `res` of a refusal, in the language of `lang` or `Accept-Language`.',
  required: ['mensaje', 'codigo'],
  properties: {
    mensaje: { type: 'string' },
    titulo: { type: 'string' },
    codigo: { type: 'string', description: 'A stable code, as GraphQL’s `extensions.code`.' },
    errores: {
      type: 'array',
      items: {
        type: 'object',
        required: ['campo', 'clave', 'mensaje'],
        properties: { campo: { type: 'string' }, clave: { type: 'string' }, mensaje: { type: 'string' } },
      },
    },
  },
};

const json = { schema: { $ref: '#/components/schemas/Envelope' } };

const LEGACY_PARAMETERS =
  'Parameters are read from the JSON or form body, else the query string, under the names of the spec (part 1 §7, part 2 §7, part 3 §7).';

function operationId(method, path) {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

const FILE_ANSWER =
  'May answer a file (xlsx, csv, pdf or json), named in `Content-Disposition`; a refusal before its first byte answers the envelope.';

function operation(route, twins) {
  const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const content = { 'application/json': json };
  if (!route.json)
    content['application/octet-stream'] = {
      schema: { type: 'string', format: 'binary' },
    };
  const twin = twins.get(`${route.method} ${route.path}`);
  const description = [
    twin && `GraphQL: ${twin.map((name) => `\`${name}\``).join(', ')} (docs/api/graphql.md).`,
    !route.json && FILE_ANSWER,
  ].filter(Boolean);
  const op = {
    operationId: operationId(route.method, route.path),
    tags: [route.module],
    ...(description.length && { description: description.join(' ') }),
    ...(twin && { 'x-graphql': twin }),
    ...(params.length && { parameters: params }),
    responses: {
      200: {
        description: route.json ? 'The envelope, a refusal too.' : 'The file, or the envelope of a refusal.',
        content,
      },
      413: { $ref: '#/components/responses/TooLarge' },
      429: { $ref: '#/components/responses/Throttled' },
      503: { $ref: '#/components/responses/Busy' },
    },
  };
  if (route.method !== 'get') {
    const body = {
      schema: {
        type: 'object',
        additionalProperties: true,
        ...(route.takesFile && {
          description:
            'Carries a file as base64 (an image as a data URL): up to IMAGE_BODY_LIMIT from a live session, BODY_LIMIT otherwise.',
        }),
      },
    };
    op.requestBody = {
      required: false,
      content: { 'application/json': body, 'application/x-www-form-urlencoded': body },
    };
  }
  return op;
}

/** The OpenAPI document for the given routes, in a stable order. */
export function openApi(routes, version, twins = new Map()) {
  const paths = {};
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
    (paths[openApiPath] ??= {})[route.method] = operation(route, twins);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Federa /v1 (the legacy REST contract)',
      version,
      description: [
        'Generated from the routes the server modules declare by `npm run docs:api` (docs/tools/api-reference.mjs); `npm run docs:check` fails when it drifts.',
        'Business refusals are HTTP 200 with a non-zero `estado`.',
        LEGACY_PARAMETERS,
        'See docs/api.md.',
      ].join(' '),
    },
    servers: [{ url: '/v1' }],
    security: [{ token: [] }, {}],
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The session token, bare or as `Bearer <token>`; calls that need no session ignore it.',
        },
      },
      schemas: { Envelope: ENVELOPE, Refusal: REFUSAL },
      responses: {
        TooLarge: { description: 'The body is over its limit (BODY_LIMIT, IMAGE_BODY_LIMIT).' },
        Throttled: { description: 'Throttled: try again after `Retry-After` seconds.' },
        Busy: {
          description: 'Busy (every report slot taken) or stopping: try again after `Retry-After` seconds.',
        },
      },
    },
  };
}
