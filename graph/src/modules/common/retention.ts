import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Log } from '../../logging';
import type { DomainModule } from './domain-module';
import { first, raw, run, sql } from './sql';

/**
 * Rows a module keeps only for a while (the audit log, the contact messages): `days` after they
 * were written they go. `deleteBatch` deletes at most `limit` rows written before `before`, oldest
 * first, and answers how many it deleted.
 */
export type RetentionPolicy = {
  name: string;
  /** 0 or less: kept for ever. */
  days: number;
  deleteBatch: (em: EntityManager, before: Date, limit: number) => Promise<number>;
};

export type RetentionOptions = {
  /** Between two runs; the first runs at start. */
  intervalMs: number;
  /** Rows per statement: each batch is its own short transaction. */
  batchSize: number;
  /** No batch runs longer than this (a slow disk, a lock it would queue on): it waits for the next run. */
  statementTimeoutMs: number;
};

export const RETENTION_DEFAULTS: RetentionOptions = {
  intervalMs: 6 * 3600 * 1000,
  batchSize: 5000,
  statementTimeoutMs: 5000,
};

/** The advisory lock only one process at a time holds while it deletes, whatever the replicas. */
export const RETENTION_LOCK = 'federa:retention';

/**
 * A policy that deletes a table's rows by the moment they were written, oldest first: the table
 * and column are the module's own constants (identifiers, never a user's text), read through the
 * column's index.
 */
export function byMoment(name: string, column: string, days: number): RetentionPolicy {
  const table = raw(name);
  const moment = raw(column);
  return {
    name,
    days,
    deleteBatch: async (em, before, limit) => {
      const [row] = await run<{ n: number }>(
        em,
        sql`with gone as (
              delete from ${table} where id in (
                select id from ${table} where ${moment} < ${before} order by ${moment}, id limit ${limit})
              returning 1)
            select count(*)::int as n from gone`,
      );
      return row!.n;
    },
  };
}

/** Every module's retention policies under this configuration. */
export const retentionPolicies = (modules: readonly DomainModule[], settings: unknown): RetentionPolicy[] =>
  modules.flatMap(
    (module) => (module.retention as ((s: unknown) => RetentionPolicy[]) | undefined)?.(settings) ?? [],
  );

/** What a run deleted per policy, or `skipped` when another process was deleting. */
export type RetentionRun = { skipped: boolean; deleted: Record<string, number> };

const DAY_MS = 24 * 3600 * 1000;

/**
 * Applies the retention policies: at start and then every `intervalMs` (a timer that never keeps
 * the process alive), until stopped. A run deletes in bounded batches, each in its own transaction
 * under a statement timeout and an advisory try-lock: rows, never the table, are locked, and for
 * milliseconds; a replica that finds the lock taken leaves the work to the one holding it. A failed
 * run is logged and tried again at the next turn.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly policies: readonly RetentionPolicy[],
    private readonly log: Log,
    private readonly options: RetentionOptions = RETENTION_DEFAULTS,
  ) {}

  start(): void {
    if (!this.policies.some((p) => p.days > 0)) return;
    let busy = false;
    const tick = () => {
      // A run still going at the next turn (a backlog of millions) is let finish, not doubled.
      if (busy) return;
      busy = true;
      this.running = this.runOnce()
        .catch((error: unknown) =>
          this.log(`[retention] ${error instanceof Error ? error.message : String(error)}`, 'warn'),
        )
        .finally(() => (busy = false));
    };
    tick();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress (its current batch, then it ends). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  async runOnce(now: Date = new Date()): Promise<RetentionRun> {
    const deleted: Record<string, number> = {};
    for (const policy of this.policies) {
      if (policy.days <= 0) continue;
      const before = new Date(now.getTime() - policy.days * DAY_MS);
      deleted[policy.name] = 0;
      for (;;) {
        if (this.stopped) return { skipped: false, deleted };
        const batch = await this.batch(policy, before);
        if (batch === null) return { skipped: true, deleted };
        deleted[policy.name] += batch;
        if (batch < this.options.batchSize) break;
      }
      if (deleted[policy.name])
        this.log(
          `[retention] ${policy.name}: ${deleted[policy.name]} rows older than ${policy.days} days deleted`,
        );
    }
    return { skipped: false, deleted };
  }

  /** One batch of a policy, or null when another process holds the lock. */
  private async batch(policy: RetentionPolicy, before: Date): Promise<number | null> {
    return this.orm.em.fork().transactional(async (em) => {
      const lock = await first<{ held: boolean }>(
        em,
        sql`select pg_try_advisory_xact_lock(hashtextextended(${RETENTION_LOCK}, 0)) as held,
                   set_config('statement_timeout', ${String(this.options.statementTimeoutMs)}, true),
                   set_config('lock_timeout', ${String(this.options.statementTimeoutMs)}, true)`,
      );
      if (!lock?.held) return null;
      return policy.deleteBatch(em, before, this.options.batchSize);
    });
  }
}
