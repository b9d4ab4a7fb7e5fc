import 'reflect-metadata';
import { loadConfig } from './config';
import { createLogger } from './logging';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const { log } = server.logger;
  log(`Federa listening on http://localhost:${server.port} (GraphQL at /graphql, REST at /v1)`);
  const shutdown = (signal: string) => {
    log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        log(`shutdown failed: ${error instanceof Error ? error.stack : String(error)}`, 'error');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  // The configuration may be what failed: written as JSON when production asks for it.
  const json =
    process.env.LOG_FORMAT === 'json' || (!process.env.LOG_FORMAT && process.env.NODE_ENV === 'production');
  createLogger(json ? 'json' : 'text', console.error).log(
    `could not start: ${error instanceof Error ? error.stack : String(error)}`,
    'error',
  );
  process.exit(1);
});
