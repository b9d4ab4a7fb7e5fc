import type { MikroORM } from '@mikro-orm/postgresql';
import { Router, type RequestHandler } from 'express';
import { run, sql } from './modules/common/sql';

/** A readiness check waits this long for the database before it answers "not ready". */
const DATABASE_WAIT_MS = 2000;

export type Lifecycle = {
  /** Set when the process starts shutting down: no new work should be sent to it. */
  draining: boolean;
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process lives and answers (a container restarts it otherwise).
 * /readyz: it may be sent traffic: not shutting down, the database answers, and every migration
 * this build carries is applied (a replica started beside an older database waits). A proxy or
 * an orchestrator stops sending requests to a replica that is not ready, without restarting it.
 */
export function healthRoutes(orm: MikroORM, lifecycle: Lifecycle): Router {
  const router = Router();
  // Migrations are never undone under a running server: once seen applied, not asked again.
  let migrated = false;
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.get('/healthz', noStore, (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', noStore, async (_req, res) => {
    if (lifecycle.draining) return void res.status(503).json({ status: 'stopping' });
    try {
      await withTimeout(run(orm.em.fork(), sql`select 1`), DATABASE_WAIT_MS);
    } catch {
      return void res.status(503).json({ status: 'unavailable', reason: 'database' });
    }
    if (!migrated) {
      const pending = await withTimeout(orm.getMigrator().getPendingMigrations(), DATABASE_WAIT_MS).catch(
        () => null,
      );
      if (pending === null) return void res.status(503).json({ status: 'unavailable', reason: 'database' });
      if (pending.length > 0)
        return void res
          .status(503)
          .json({ status: 'unavailable', reason: 'migrations', pending: pending.length });
      migrated = true;
    }
    res.json({ status: 'ready' });
  });
  return router;
}
