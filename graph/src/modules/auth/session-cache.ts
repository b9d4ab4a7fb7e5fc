import pg from 'pg';
import type { SessionPayload } from './token';

/** The channel the database's triggers notify on (Migration20261128020000). */
export const SESSIONS_CHANGED = 'federa_sesion';
/** Those triggers: without any of them some end of a session would go unheard. */
const NOTIFYING_TRIGGERS = [
  'asociado_sesion_cambio',
  'asociado_sesion_fin',
  'dojo_sesion_cambio',
  'dojo_sesion_fin',
  'sesion_cerrada_cambio',
];
/** Enough for every session of a busy federation; past it the cache starts over. */
const MAX_ENTRIES = 20_000;
/** After the listening connection is lost, the next attempt to take it back. */
const RECONNECT_MS = 1_000;
/**
 * How long a request waits for the barrier. A connection dropped silently (a NAT's idle timeout, a
 * partition) answers nothing until TCP gives up, minutes later: past this the connection counts as
 * lost and the request asks the database, as every request does without the cache.
 */
const BARRIER_MS = 1_000;

/**
 * The tokens this process has found live in the database, so that a request of a live session
 * costs no query of its own. A cached answer is only ever used after a barrier: a `select 1` on
 * the connection that LISTENs to the triggers' notifications, sent after the request arrived.
 * PostgreSQL delivers to a listening connection every notification committed before a statement
 * it reads before that statement's answer, and every change that ends a session notifies (a
 * member's token version or `activo`, a dojo's association, a sign-out, a row deleted): whatever
 * ended a session before the request arrived, here or on another process, has emptied the cache
 * before the request reads it. The barrier is shared by the requests that arrive while the one
 * before it is out, so under load it costs a fraction of a query per request.
 *
 * Without the listening connection (not yet open, lost) nothing is cached: every request asks the
 * database, as it did before this cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionPayload>();
  private client: pg.Client | null = null;
  private listening = false;
  private closed = false;
  /** Counts the notifications: an answer read before one is not kept after it. */
  private generation = 0;
  private sent: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly log: (line: string, level?: 'info' | 'warn' | 'error') => void = () => undefined,
  ) {}

  /** Opens the listening connection; the cache serves only once it listens. */
  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'federa-sessions',
      keepAlive: true,
    });
    client.on('notification', () => this.forget());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    this.client = client;
    try {
      await client.connect();
      // A database restored without its triggers (or reached through a pooler that does not keep
      // a LISTEN) would end sessions unheard: the cache then stays off, and says so once.
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_trigger where not tgisinternal and tgenabled <> 'D'
            and tgname = any($1)`,
        [NOTIFYING_TRIGGERS],
      );
      if (rows[0].n !== NOTIFYING_TRIGGERS.length) {
        this.log('[sessions] cache off: the triggers that announce session ends are missing', 'warn');
        this.client = null;
        await client.end().catch(() => undefined);
        return;
      }
      await client.query(`listen ${SESSIONS_CHANGED}`);
      // Whatever was kept before this connection listened may have missed a notification.
      this.forget();
      this.listening = !this.closed;
    } catch (error) {
      this.lost(client, error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.listening = false;
    this.forget();
    await this.client?.end().catch(() => undefined);
  }

  /**
   * The payload of a token last found live, when nothing that ends a session has been committed
   * since (see the class) and it has not expired; undefined when the database must be asked.
   */
  async live(token: string, nowSeconds: number): Promise<SessionPayload | undefined> {
    if (!this.listening || !this.entries.has(token)) return undefined;
    const client = this.client!;
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<'stalled'>((resolve) => {
      timer = setTimeout(() => resolve('stalled'), BARRIER_MS);
    });
    try {
      if ((await Promise.race([this.barrier(), stalled])) === 'stalled') {
        this.lost(client, new Error(`no answer in ${BARRIER_MS} ms`));
        return undefined;
      }
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
    const payload = this.entries.get(token);
    return payload && payload.exp > nowSeconds ? payload : undefined;
  }

  /** The notification count before the database is asked about a token (see `keep`). */
  get mark(): number {
    return this.generation;
  }

  /** Keeps a token found live by a query started at `mark`, unless a notification came since. */
  keep(token: string, payload: SessionPayload, mark: number): void {
    if (!this.listening || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, payload);
  }

  /** A `select 1` sent after the caller asked, shared with the others waiting for the next one. */
  private barrier(): Promise<void> {
    if (this.next) return this.next;
    const client = this.client!;
    const after = this.sent ?? Promise.resolve();
    const next = after
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        const sent = client.query('select 1').then(() => undefined);
        this.sent = sent;
        void sent.finally(() => this.sent === sent && (this.sent = null)).catch(() => undefined);
        return sent;
      });
    this.next = next;
    return next;
  }

  private forget(): void {
    this.generation++;
    this.entries.clear();
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.sent = null;
    this.next = null;
    this.forget();
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (error) this.log(`[sessions] cache off, listening connection lost: ${String(error)}`, 'warn');
    this.retry = setTimeout(() => void this.start(), RECONNECT_MS);
    this.retry.unref();
  }
}
