import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { createApp, type App } from './app';
import type { Config } from './config';
import { connectDatabase, type Database } from './database/connect';
import { prepareDatabase, withStartupLock } from './database/prepare';
import type { Lifecycle } from './health';
import { createLogger, type Logger } from './logging';
import { seedDemoIfEmpty } from './tools/demo/seed';

export type RunningServer = {
  url: string;
  port: number;
  db: Database;
  services: App['services'];
  logger: Logger;
  /**
   * Graceful stop: /readyz answers 503, no new connection is taken, requests in flight finish
   * (for at most `config.shutdownGraceMs`, then their connections are cut), then the pool closes.
   */
  close: () => Promise<void>;
};

/** Database to date, demo federation when empty, then API and web on one port. */
export async function startServer(
  config: Config,
  write: (line: string) => void = console.log,
): Promise<RunningServer> {
  const logger = createLogger(config.logFormat, write);
  const log = logger.log;
  const db = await connectDatabase(config, { log: config.development ? log : undefined, readerLog: log });
  try {
    await withStartupLock(db.url, async () => {
      await prepareDatabase(db);
      if (config.seedDemo) await seedDemoIfEmpty(db, config, log);
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const lifecycle: Lifecycle = { draining: false };
  const { app, services, stop } = await createApp({ orm: db.orm, config, logger, lifecycle });
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    services,
    logger,
    close: () =>
      (closing ??= (async () => {
        lifecycle.draining = true;
        // Stops listening and closes idle keep-alive connections; the busy ones close as their
        // answers go out (app.ts says `Connection: close` while draining).
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        const grace = new Promise<'late'>((resolve) => {
          const timer = setTimeout(() => resolve('late'), config.shutdownGraceMs);
          timer.unref();
        });
        if ((await Promise.race([drained, grace])) === 'late')
          log(`shutdown: requests still running after ${config.shutdownGraceMs} ms were cut`, 'warn');
        server.closeAllConnections();
        await stop();
        await db.close();
      })()),
  };
}
