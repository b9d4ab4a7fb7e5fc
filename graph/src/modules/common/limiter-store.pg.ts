import crypto from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import type { LimiterStore, LimiterTx } from './limiter-store';

/** Longer keys (an account is an address of up to 254 characters) are stored as their hash. */
const MAX_KEY = 300;
/** Uses and values older than this go in the occasional sweep; each key also drops its own. */
const SWEEP_AFTER_MS = 7 * 24 * 3600 * 1000;
const SWEEP_ONE_IN = 200;
/** Decisions are a few short statements: a handful of connections serve a busy server. */
const CONNECTIONS = 4;

const stored = (key: string) =>
  key.length <= MAX_KEY ? key : `#${crypto.createHash('sha256').update(key).digest('hex')}`;

function database(client: PoolClient): LimiterTx {
  return {
    uses: async (key, since) => {
      await client.query('delete from limite_uso where clave = $1 and momento <= $2', [stored(key), since]);
      const { rows } = await client.query<{ momento: string }>(
        'select momento from limite_uso where clave = $1 order by momento',
        [stored(key)],
      );
      return rows.map((row) => Number(row.momento));
    },
    addUse: async (key, at) => {
      await client.query('insert into limite_uso (clave, momento) values ($1, $2)', [stored(key), at]);
    },
    forgetUse: async (key, at) => {
      await client.query(
        `delete from limite_uso where id = (
           select id from limite_uso where clave = $1 and momento = $2 limit 1)`,
        [stored(key), at],
      );
    },
    clearUses: async (key) => {
      await client.query('delete from limite_uso where clave = $1', [stored(key)]);
    },
    value: async (key, now) => {
      const { rows } = await client.query<{ valor: string }>(
        'select valor from limite_valor where clave = $1 and caduca > $2',
        [stored(key), now],
      );
      return rows.length ? Number(rows[0]!.valor) : undefined;
    },
    setValue: async (key, value, expires) => {
      await client.query(
        `insert into limite_valor (clave, valor, caduca) values ($1, $2, $3)
         on conflict (clave) do update set valor = excluded.valor, caduca = excluded.caduca`,
        [stored(key), value, expires],
      );
    },
  };
}

/**
 * The counts in the database, shared by every process on it. Each decision is one short
 * transaction holding an advisory lock per key (taken in order, so two decisions never wait on
 * each other crosswise), committed at once: a count stays even when the request that made it
 * fails afterwards. Its own small pool: a request holding a connection for its transaction may
 * ask for a decision without waiting for the pool it holds a share of.
 */
export class PgLimiterStore implements LimiterStore {
  private readonly pool: Pool;

  constructor(
    url: string,
    private readonly now: () => number = Date.now,
  ) {
    this.pool = new Pool({ connectionString: url, max: CONNECTIONS, idleTimeoutMillis: 30_000 });
    // A connection lost while idle (a database restart) is replaced on the next decision.
    this.pool.on('error', () => undefined);
  }

  async exclusive<T>(keys: readonly string[], work: (tx: LimiterTx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      for (const key of [...new Set(keys.map(stored))].sort())
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 7304))', [key]);
      if (Math.random() * SWEEP_ONE_IN < 1) await this.sweep(client);
      const result = await work(database(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  private async sweep(client: PoolClient): Promise<void> {
    await client.query('delete from limite_uso where momento < $1', [this.now() - SWEEP_AFTER_MS]);
    await client.query('delete from limite_valor where caduca < $1', [this.now()]);
  }
}
