import crypto from 'node:crypto';
import { Client } from 'pg';
import { loadConfig, type Config } from '../../graph/src/config';
import { withDatabaseName } from '../../graph/src/database/connect';
import { startServer, type RunningServer } from '../../graph/src/start';
import { TEMPLATE_DATABASE } from './constants';

export type GraphqlAnswer<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
};

export type RestAnswer = { status: number; headers: Headers; body: Record<string, any> };

export type TestServer = {
  url: string;
  server: RunningServer;
  /** Runs SQL straight against this file's database (setup and checks that bypass the API). */
  sql: <R extends Record<string, any> = Record<string, any>>(
    text: string,
    params?: unknown[],
  ) => Promise<R[]>;
  graphql: <T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ) => Promise<GraphqlAnswer<T>>;
  rest: (
    method: 'GET' | 'POST',
    path: string,
    options?: {
      token?: string;
      headers?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
    },
  ) => Promise<RestAnswer>;
  close: () => Promise<void>;
};

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.FEDERA_TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A server on a free port over this file's own copy of the demo template database. Its log lines
 * go nowhere unless `write` takes them.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: { write?: (line: string) => void } = {},
): Promise<TestServer> {
  const serverUrl = process.env.FEDERA_TEST_SERVER_URL;
  if (!serverUrl)
    throw new Error('FEDERA_TEST_SERVER_URL is not set: run the tests through jest (global setup)');
  const database = `federa_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`));
  const url = withDatabaseName(serverUrl, database);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: url,
    port: 0,
    seedDemo: false,
    ...overrides,
  };
  const server = await startServer(config, options.write ?? (() => undefined));
  const sqlClient = new Client({ connectionString: url });
  await sqlClient.connect();

  return {
    url: server.url,
    server,
    sql: async (text, params) => (await sqlClient.query(text, params as unknown[])).rows,
    graphql: async (query, variables, options = {}) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphqlAnswer;
      return { ...body, status: response.status, headers: response.headers } as never;
    },
    rest: async (method, path, options = {}) => {
      const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
      const response = await fetch(`${server.url}/v1${path}${query}`, {
        method,
        headers: {
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: options.token }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
    },
    close: async () => {
      await sqlClient.end();
      await server.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    },
  };
}
