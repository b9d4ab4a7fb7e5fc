import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../modules/common/database-errors';
import { first, sql } from '../modules/common/sql';
import { openOrm } from './orm';

/** DATABASE_READ_URL and its bounds (config.ts). */
export type ReaderSettings = {
  url: string;
  /** Connections the reader keeps at most, apart from the primary's POOL_SIZE. */
  poolSize: number;
  /** Each statement on the reader stops after this long, unless its transaction says otherwise. */
  statementTimeoutMs: number;
  /** Further behind than this, the reader is not used: reads go to the primary. */
  maxLagMs: number;
  /** How often the primary's position and the reader's are compared. */
  probeMs: number;
};

/**
 * How long a read that must see every commit made before it (`caughtUp`) waits for the standby to
 * replay them; past it the read goes to the primary.
 */
const CATCH_UP_MS = 1_000;
const CATCH_UP_POLL_MS = 20;

/** `fresh`: used; `behind`: further behind than the bound; `away`: does not answer. */
export type ReaderState = 'fresh' | 'behind' | 'away';

/** A WAL position ('16/B374D848') as a number that compares. */
function position(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Each primary's reader, found from any entity manager forked from it (they share its driver). */
const readers = new WeakMap<object, Reader>();

/**
 * The read-only copy reports, exports, the commission's and courses' files and the public pages
 * read from (ADR 0025). A probe writes down the primary's flushed WAL position every `probeMs`
 * and asks how far the reader has replayed: its lag is the age of the newest position it has
 * reached. Within the bound it is used; beyond it, or when it does not answer, every read goes
 * to the primary, as without a reader, until a probe finds it back.
 */
export class Reader {
  private current: ReaderState = 'behind';
  private samples: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | undefined;

  private constructor(
    private readonly primary: MikroORM,
    readonly orm: MikroORM,
    private readonly settings: ReaderSettings,
    private readonly log: (line: string) => void,
  ) {}

  static async open(
    primary: MikroORM,
    settings: ReaderSettings,
    log: (line: string) => void = () => undefined,
  ): Promise<Reader> {
    const orm = await openOrm(settings.url, {
      pool: { min: 0, max: settings.poolSize },
      // A standby cannot create a database, and one that is away must not stop the start.
      ensureDatabase: false,
      driverOptions: {
        connection: {
          statement_timeout: settings.statementTimeoutMs,
          // Read only even where the URL names a server that would take writes.
          options: '-c default_transaction_read_only=on',
          application_name: 'federa-reader',
          connectionTimeoutMillis: 2000,
        },
        // A standby going away is said once, by the probe or the read that found it (below).
        log: { error: (message: unknown) => log(`[reader] ${String(message)}`) },
      },
    });
    const reader = new Reader(primary, orm, settings, log);
    readers.set(primary.em.getDriver(), reader);
    await reader.probe();
    reader.timer = setInterval(() => void reader.probe(), settings.probeMs);
    reader.timer.unref();
    return reader;
  }

  get state(): ReaderState {
    return this.current;
  }

  /** Compares the two positions once (the timer does it every `probeMs`). */
  probe(): Promise<void> {
    this.probing ??= this.compare().finally(() => (this.probing = undefined));
    return this.probing;
  }

  private async compare(): Promise<void> {
    const at = Date.now();
    let primaryAt: { lsn: string } | undefined;
    try {
      primaryAt = await first<{ lsn: string }>(
        this.primary.em.fork(),
        sql`select pg_current_wal_flush_lsn()::text as lsn`,
      );
    } catch {
      // The primary away: the reader's lag cannot be measured. Past the bound since the last
      // position written down, the reader is not known to be near any more.
      const last = this.samples.at(-1);
      if (!last || at - last.at > this.settings.maxLagMs)
        this.become('behind', "the primary's position is unknown");
      return;
    }
    this.samples.push({ at, lsn: position(primaryAt!.lsn) });
    // Positions older than the bound (and one more) can no longer make the reader fresh.
    const oldest = at - this.settings.maxLagMs - this.settings.probeMs;
    while (this.samples.length > 1 && this.samples[1]!.at < oldest) this.samples.shift();
    try {
      const row = await first<{ standby: boolean; replayed: string | null }>(
        this.orm.em.fork(),
        sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed`,
      );
      // A server taking writes of its own (a promoted or diverged copy, a wrong URL) may hold
      // anything: nothing tells how far it is from the primary.
      if (!row!.standby) return this.become('behind', 'the reader is not a standby');
      const replayed = position(row!.replayed ?? '0/0');
      const reached = this.samples.filter((s) => s.lsn <= replayed).at(-1);
      const lag = reached ? at - reached.at : Infinity;
      if (lag <= this.settings.maxLagMs) this.become('fresh', 'the standby is within the bound');
      else
        this.become(
          'behind',
          `the standby is ${reached ? `${Math.round(lag / 1000)} s` : 'too far'} behind (bound ${this.settings.maxLagMs / 1000} s)`,
        );
    } catch (error) {
      this.become('away', `the standby does not answer (${String(error)})`);
    }
  }

  private become(state: ReaderState, why: string): void {
    if (state === this.current) return;
    this.current = state;
    this.log(`[reader] ${why}: ${state === 'fresh' ? 'reads go to the standby' : 'reads go to the primary'}`);
  }

  /**
   * Runs `work` on the reader when fresh, on `primary` otherwise. A reader that fails as away is
   * left until a probe finds it back, and `work` runs again on the primary when `restartable`
   * says nothing of it has gone out yet.
   */
  async run<T>(
    primary: EntityManager,
    work: (em: EntityManager) => Promise<T>,
    restartable: () => boolean,
    caughtUp = false,
  ): Promise<T> {
    if (this.current !== 'fresh') return work(primary);
    if (caughtUp && !(await this.replayed(primary))) return work(primary);
    try {
      return await work(this.orm.em.fork());
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.become('away', `the standby failed a read (${String(error)})`);
      if (!restartable()) throw error;
      return work(primary);
    }
  }

  /**
   * Whether the standby has replayed, within CATCH_UP_MS, everything the primary had flushed when
   * asked: every commit acknowledged before this read, the caller's own included, with the
   * decisions taken from it (who manages a course, who is enrolled).
   */
  private async replayed(primary: EntityManager): Promise<boolean> {
    try {
      const target = await first<{ lsn: string }>(
        primary,
        sql`select pg_current_wal_flush_lsn()::text as lsn`,
      );
      const until = Date.now() + CATCH_UP_MS;
      for (;;) {
        const row = await first<{ done: boolean }>(
          this.orm.em.fork(),
          sql`select coalesce(pg_last_wal_replay_lsn() >= ${target!.lsn}::pg_lsn, false) as done`,
        );
        if (row!.done) return true;
        if (Date.now() >= until) return false;
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      }
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.probing;
    readers.delete(this.primary.em.getDriver());
    await this.orm.close(true);
  }
}

/**
 * Reads that may be a moment behind (ADR 0025): `work` gets the reader's entity manager when
 * DATABASE_READ_URL names one within its bound, and `em` itself otherwise (no reader, one too far
 * behind or away, or `em` inside a transaction, whose reads must see its writes). `restartable`:
 * whether `work` may run again on the primary after the reader failed under it (nothing of it has
 * been sent); by default it may. `caughtUp`: the read must see every commit made before it (a
 * course's file right after its organiser saved the enrolment): on the standby once it has
 * replayed them, else on the primary.
 */
export function onReader<T>(
  em: EntityManager,
  work: (em: EntityManager) => Promise<T>,
  restartable: () => boolean = () => true,
  caughtUp = false,
): Promise<T> {
  const reader = readers.get(em.getDriver());
  if (!reader || em.isInTransaction()) return work(em);
  return reader.run(em, work, restartable, caughtUp);
}

/** The reader opened for `orm`, if any (the health log and the tests ask). */
export function readerOf(orm: MikroORM): Reader | undefined {
  return readers.get(orm.em.getDriver());
}
