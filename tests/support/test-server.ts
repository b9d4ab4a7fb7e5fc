import crypto from 'node:crypto';
import { Client } from 'pg';
import { loadConfig, type Config } from '../../graph/src/config';
import { withDatabaseName } from '../../graph/src/database/database-url';
import type * as Start from '../../graph/src/start';
import type { RunningServer } from '../../graph/src/start';
import { TEMPLATE_DATABASE } from './constants';
import { startWorkerServer } from './worker-server';

/*
 * The integration tests' server: `startTestServer(overrides?, options?)` gives a TestServer over
 * a FRESH database cloned from the run's template (global-setup.ts), whatever else the file does.
 *
 * Where the server runs:
 * - by default in this jest worker's server process (worker-server.ts), kept from file to file:
 *   only the database is new, and the server with it (its limiters, caches and pools are as a
 *   fresh start leaves them). `overrides` go to that server like any other configuration.
 *   `t.server` then holds url, port and db.url; its ORM, services and logger live in the other
 *   process, and reading them throws.
 * - in this process (the server's modules load into the file's registry, a few seconds) when
 *   `options.write` takes its log lines, `options.inProcess` is set, or the file called
 *   `serveFromThisProcess()` first: for a file that reaches into the server (t.server.db.orm,
 *   jest.spyOn on its modules, hooks such as `decoding.hold`). A spy on a server running
 *   elsewhere counts nothing and passes: such a file must call it.
 *
 * The rest of the API is the same either way: url, sql (straight to the file's database), graphql,
 * rest and close (stops the server and drops the database).
 */

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

let fromThisProcess = false;

/** Every server this test file starts after the call runs in the file's own process (see the header). */
export function serveFromThisProcess(): void {
  fromThisProcess = true;
}

/** Whether a server started now runs in this process: outside jest (server-child.cjs) it always does. */
function inThisProcess(options: { write?: unknown; inProcess?: boolean }): boolean {
  return fromThisProcess || !!options.inProcess || !!options.write || typeof expect === 'undefined';
}

function elsewhere(what: string): never {
  throw new Error(
    `t.server.${what} lives in the worker's server process: call serveFromThisProcess() first in this file`,
  );
}

/** What the tests need of a server that runs in the worker's server process. */
function remoteServer(
  url: string,
  port: number,
  databaseUrl: string,
  close: () => Promise<void>,
): RunningServer {
  return {
    url,
    port,
    close,
    db: {
      url: databaseUrl,
      close,
      get orm(): never {
        return elsewhere('db.orm');
      },
    },
    get services(): never {
      return elsewhere('services');
    },
    get logger(): never {
      return elsewhere('logger');
    },
  } as RunningServer;
}

async function startServerFor(
  config: Config,
  options: { write?: (line: string) => void; inProcess?: boolean },
): Promise<RunningServer> {
  if (inThisProcess(options)) {
    // Loaded here only: a file served by the worker's process never loads the server's modules.
    // (require: under nodenext a dynamic import() would need the built file's .js name.)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { startServer } = require('../../graph/src/start') as typeof Start;
    return startServer(config, options.write ?? (() => undefined));
  }
  if (!config.databaseUrl) throw new Error('a test server needs the database of its file');
  const remote = await startWorkerServer(config);
  return remoteServer(remote.url, remote.port, config.databaseUrl, remote.close);
}

/**
 * A server on a free port over this file's own copy of the demo template database. Its log lines
 * go nowhere unless `write` takes them (the server then runs in this process).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: { write?: (line: string) => void; inProcess?: boolean } = {},
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
  const server = await startServerFor(config, options);
  return clientOf(server, url, () =>
    admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).then(() => undefined),
  );
}

/**
 * The TestServer API over a server already running on `databaseUrl` (a file that starts its own
 * PostgreSQL, as the read replica's does); `close` stops it, then runs `after`.
 */
export async function clientOf(
  server: RunningServer,
  databaseUrl: string,
  after: () => Promise<void> = async () => undefined,
): Promise<TestServer> {
  const sqlClient = new Client({ connectionString: databaseUrl });
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
      await after();
    },
  };
}
