import type { ClientBase } from 'pg';

/**
 * Sends one statement at a time without waiting for its answer: the generator builds the next
 * batch (on one core) while the server stores the previous one (on the other). The next `send`
 * waits for the previous statement first, so statements run in order and rows a statement
 * refers to (foreign keys, triggers) are always stored before it.
 */
export class StatementQueue {
  private running: Promise<unknown> | undefined;

  constructor(private readonly db: ClientBase) {}

  async send(sql: string, params: unknown[]): Promise<void> {
    await this.drain();
    const running = this.db.query(sql, params);
    // Marked as handled now; the error still reaches whoever awaits it in the next send or drain.
    running.catch(() => undefined);
    this.running = running;
  }

  /** Waits for the statement in flight; needed before using the connection directly. */
  async drain(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running;
  }
}

export type ColumnType = 'int' | 'smallint' | 'text' | 'bool' | 'date' | 'time' | 'timestamptz' | 'jsonb';

/**
 * Rows of one table gathered column by column and written as
 * `insert ... select * from unnest($1::int[], $2::text[], ...)`, one statement per batch.
 * `derived` columns are SQL expressions over the row's columns (`u.name`), computed as the row is
 * written rather than by a trigger rewriting it.
 */
export class BulkTable {
  private readonly sql: string;
  private readonly width: number;
  private buffers: unknown[][];
  private total = 0;

  constructor(
    private readonly queue: StatementQueue,
    readonly table: string,
    columns: Record<string, ColumnType>,
    private readonly batchSize = 10_000,
    derived: Record<string, string> = {},
  ) {
    const names = Object.keys(columns);
    const casts = names.map((name, i) => `$${i + 1}::${columns[name]}[]`);
    const extra = Object.keys(derived);
    this.sql =
      `insert into ${table} (${[...names, ...extra].join(', ')}) ` +
      `select u.*${extra.map((name) => `, ${derived[name]}`).join('')} ` +
      `from unnest(${casts.join(', ')}) as u(${names.join(', ')})`;
    this.width = names.length;
    this.buffers = names.map(() => []);
  }

  /** Adds one row, values in column order; true when a batch is full and should be flushed. */
  add(...values: unknown[]): boolean {
    if (values.length !== this.width) {
      throw new Error(`${this.table}: ${values.length} values for ${this.width} columns`);
    }
    for (let i = 0; i < this.width; i++) (this.buffers[i] as unknown[]).push(values[i]);
    this.total++;
    return (this.buffers[0] as unknown[]).length >= this.batchSize;
  }

  /** A batch is full: for callers that add several rows per item and flush between items. */
  get ready(): boolean {
    return (this.buffers[0] as unknown[]).length >= this.batchSize;
  }

  async flush(): Promise<void> {
    if ((this.buffers[0] as unknown[]).length === 0) return;
    const params = this.buffers;
    this.buffers = params.map(() => []);
    await this.queue.send(this.sql, params);
  }

  /** Rows added so far, which are also the last explicit id for tables numbered from 1. */
  get count(): number {
    return this.total;
  }
}
