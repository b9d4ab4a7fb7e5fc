import type { TestServer } from './test-server';

/**
 * One answer shape for both doors, so that a rule or role test runs over REST and GraphQL alike:
 * success with a value, or a refusal with its message, code, dialog title and field errors.
 */
export type Transport = 'rest' | 'graphql';

export type Outcome<T = unknown> = {
  ok: boolean;
  value?: T;
  message?: string;
  code?: string;
  title?: string;
  fields?: { field: string; message: string }[];
};

export function fromRest<T>(body: Record<string, any>, value: (b: Record<string, any>) => T): Outcome<T> {
  if (body.estado === 0) return { ok: true, value: value(body) };
  return {
    ok: false,
    message: body.res?.mensaje,
    code: body.res?.codigo,
    title: body.res?.titulo,
    fields: body.res?.errores?.map((e: any) => ({ field: e.campo, message: e.mensaje })),
  };
}

export function fromGraphql<T>(answer: { data?: any; errors?: any[] }, value: (d: any) => T): Outcome<T> {
  const error = answer.errors?.[0];
  if (!error) return { ok: true, value: value(answer.data) };
  return {
    ok: false,
    message: error.message,
    code: error.extensions?.code,
    title: error.extensions?.title,
    fields: error.extensions?.fields?.map((f: any) => ({ field: f.field, message: f.message })),
  };
}

/**
 * Calls of one session and language: GET parameters go in the query (undefined left out), POST
 * parameters in a JSON body; GraphQL variables carry `lang`.
 */
export function doors(t: TestServer, token: string | undefined, lang: string) {
  const rest = (method: 'GET' | 'POST', path: string, params: Record<string, unknown>) =>
    method === 'GET'
      ? t.rest('GET', path, {
          token,
          query: Object.fromEntries(
            Object.entries({ ...params, lang })
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, String(v)]),
          ),
        })
      : t.rest('POST', path, { token, body: { ...params, lang } });
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    t.graphql(query, variables, { token, headers: { 'accept-language': lang } });
  return { rest, gql };
}
