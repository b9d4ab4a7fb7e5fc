import type { ClientBase, Connection } from 'pg';

/**
 * Sends one statement at a time without waiting for its answer: the generator builds the next
 * batch (on one core) while the server stores the previous one (on the other). The next `send`
 * waits for the previous statement first, so statements run in order and rows a statement
 * refers to (foreign keys, triggers) are always stored before it.
 */
export class StatementQueue {
  private running: Promise<unknown> | undefined;
  private readonly deferred: string[] = [];

  constructor(private readonly db: ClientBase) {}

  async send(sql: string, params: unknown[]): Promise<void> {
    await this.drain();
    const running = this.db.query(sql, params);
    // Marked as handled now; the error still reaches whoever awaits it in the next send or drain.
    running.catch(() => undefined);
    this.running = running;
  }

  /** Like `send`, for a `copy ... from stdin` statement and the rows it reads. */
  async copy(sql: string, data: Buffer): Promise<void> {
    await this.drain();
    const running = new Promise<void>((resolve, reject) => {
      this.db.query(new CopyIn(sql, data, resolve, reject));
    });
    running.catch(() => undefined);
    this.running = running;
  }

  /** Statements run by `finish`, after every batch (tables loaded through a temporary one). */
  atEnd(...statements: string[]): void {
    this.deferred.push(...statements);
  }

  /** Runs the statements kept for the end, in order, and waits for the last one. */
  async finish(): Promise<void> {
    for (const sql of this.deferred.splice(0)) await this.send(sql, []);
    await this.drain();
  }

  /** Waits for the statement in flight; needed before using the connection directly. */
  async drain(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await running;
  }
}

// pg's Connection has these, which its type declarations leave out.
type CopyConnection = {
  sendCopyFromChunk: (chunk: Buffer) => void;
  endCopyFrom: () => void;
};

/**
 * One `copy ... from stdin` run through pg's Client, which accepts any object with `submit` as a
 * query and hands it the protocol's messages (the same hooks pg-copy-streams uses): the rows go
 * as one CopyData message once the server asks for them.
 */
class CopyIn {
  constructor(
    private readonly text: string,
    private readonly data: Buffer,
    private readonly resolve: () => void,
    private readonly reject: (error: Error) => void,
  ) {}

  submit(connection: Connection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    connection.sendCopyFromChunk(this.data);
    connection.endCopyFrom();
  }

  handleCommandComplete(): void {}

  // The client forgets a query once it fails, so an error settles it here rather than at ReadyForQuery.
  handleError(error: Error): void {
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve();
  }
}

export type ColumnType = 'int' | 'smallint' | 'text' | 'bool' | 'date' | 'time' | 'timestamptz' | 'jsonb';

/**
 * Rows of one table written with `COPY ... FROM STDIN` (text format), one COPY per batch: the
 * server parses plain lines instead of array parameters and runs no statement per row.
 * `derived` columns are SQL expressions over the row's columns (`u.name`) that COPY cannot
 * compute: such a table's rows go first to a temporary table and reach theirs in one
 * `insert ... select` when the queue finishes (set-wise, rather than a trigger rewriting each row).
 */
export class BulkTable {
  private readonly copy: string;
  private readonly move: string | undefined;
  private readonly staging: string | undefined;
  private readonly stage: string = '';
  private readonly width: number;
  private lines: string[] = [];
  private total = 0;

  constructor(
    private readonly queue: StatementQueue,
    readonly table: string,
    columns: Record<string, ColumnType>,
    private readonly batchSize = 50_000,
    derived: Record<string, string> = {},
  ) {
    const names = Object.keys(columns);
    const extra = Object.keys(derived);
    this.width = names.length;
    if (extra.length > 0) {
      this.staging = `${table}_carga`;
      this.move =
        `insert into ${table} (${[...names, ...extra].join(', ')}) ` +
        `select ${names.map((name) => `u.${name}`).join(', ')}` +
        `${extra.map((name) => `, ${derived[name]}`).join('')} from ${this.staging} u`;
      // The listed columns only, with their types: the table's defaults and checks apply on the move.
      this.stage =
        `create temporary table ${this.staging} on commit drop as ` +
        `select ${names.join(', ')} from ${table} with no data`;
    }
    this.copy = `copy ${this.staging ?? table} (${names.join(', ')}) from stdin`;
  }

  /** Adds one row, values in column order; true when a batch is full and should be flushed. */
  add(...values: unknown[]): boolean {
    if (values.length !== this.width) {
      throw new Error(`${this.table}: ${values.length} values for ${this.width} columns`);
    }
    let line = copyText(values[0]);
    for (let i = 1; i < this.width; i++) line += '\t' + copyText(values[i]);
    this.lines.push(line);
    this.total++;
    return this.lines.length >= this.batchSize;
  }

  /** A batch is full: for callers that add several rows per item and flush between items. */
  get ready(): boolean {
    return this.lines.length >= this.batchSize;
  }

  async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    if (this.staging && this.total === this.lines.length) {
      await this.queue.send(this.stage, []);
      this.queue.atEnd(this.move as string, `drop table ${this.staging}`);
    }
    const data = Buffer.from(this.lines.join('\n') + '\n', 'utf8');
    this.lines = [];
    await this.queue.copy(this.copy, data);
  }

  /** Rows added so far, which are also the last explicit id for tables numbered from 1. */
  get count(): number {
    return this.total;
  }
}

/** A value as COPY's text format reads it: \\N for null, and the four special characters escaped. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' ? value : String(value);
  return /[\\\n\r\t]/.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c] as string) : text;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
