import http from 'node:http';

export type Answer = {
  /** The HTTP status, or the socket error when the server closed the connection first. */
  status: number | string;
  body: any;
  ms: number;
};

/**
 * One request over a plain socket (fetch cannot send a GET with a body, and reports a refused
 * oversized header only as a failure). Resolves whether the server answers or hangs up.
 */
export function send(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  const started = performance.now();
  const { method = 'POST', path, headers = {}, body } = options;
  return new Promise((resolve) => {
    const done = (status: number | string, text = '') => {
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      resolve({ status, body: parsed, ms: performance.now() - started });
    };
    const request = http.request(
      `${base}${path}`,
      {
        method,
        headers: {
          ...(body !== undefined && {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => done(response.statusCode ?? 0, text));
        response.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    request.end(body);
  });
}

export const graphqlBody = (query: string, variables?: Record<string, unknown>) =>
  JSON.stringify({ query, variables });

/**
 * Sends the heavy request and, while the server is on it, a tiny one: both must be answered
 * promptly. On a server frozen by the heavy request neither is, and the test times out.
 */
export async function withTinyRequest(base: string, heavy: () => Promise<Answer>): Promise<Answer> {
  const answer = heavy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const tiny = await send(base, { path: '/graphql', body: graphqlBody('{ countries { code } }') });
  expect(tiny.status).toBe(200);
  expect(tiny.body.data.countries.length).toBeGreaterThan(0);
  return answer;
}
