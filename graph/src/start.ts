import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { createApp, type App } from './app';
import type { Config } from './config';
import { connectDatabase, type Database } from './database/connect';
import { prepareDatabase } from './database/prepare';
import { seedDemoIfEmpty } from './modules/demo/seed';

export type RunningServer = {
  url: string;
  port: number;
  db: Database;
  services: App['services'];
  close: () => Promise<void>;
};

/** Database to date, demo federation when empty, then API and web on one port. */
export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const db = await connectDatabase(config, { log: config.development ? log : undefined });
  try {
    await prepareDatabase(db);
    if (config.seedDemo) await seedDemoIfEmpty(db, config, log);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { app, services, stop } = await createApp({ orm: db.orm, config, log });
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
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stop();
        await db.close();
      })()),
  };
}
