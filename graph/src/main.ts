import 'reflect-metadata';
import { loadConfig } from './config';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Federa listening on http://localhost:${server.port} (GraphQL at /graphql, REST at /v1)`);
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
