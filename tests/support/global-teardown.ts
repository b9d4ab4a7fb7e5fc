import fs from 'node:fs';
import type { EmbeddedServer } from '../../graph/src/database/embedded';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as Record<string, unknown>).__federaTestPg as
    { server: EmbeddedServer; dir: string } | undefined;
  if (!pg) return;
  await pg.server.stop();
  fs.rmSync(pg.dir, { recursive: true, force: true });
}
