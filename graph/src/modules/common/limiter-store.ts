/**
 * Where the rate limiters (sign-in, the member form's checks) keep what they count. In memory for
 * one process (and the limiters' own tests); in the database (limiter-store.pg.ts) for a server,
 * so that replicas behind one proxy share their counts: a guesser gains nothing by being sent to
 * another process. Times are milliseconds of the limiter's clock.
 */
export interface LimiterTx {
  /** The times of the uses of `key` after `since`, oldest first (older ones may be dropped). */
  uses(key: string, since: number): Promise<number[]>;
  addUse(key: string, at: number): Promise<void>;
  /** Takes back one use counted at `at`. */
  forgetUse(key: string, at: number): Promise<void>;
  clearUses(key: string): Promise<void>;
  /** A number kept under `key` until `expires`; undefined once expired or never set. */
  value(key: string, now: number): Promise<number | undefined>;
  setValue(key: string, value: number, expires: number): Promise<void>;
}

export interface LimiterStore {
  /**
   * Runs `work` holding `keys` against every other holder of any of them, in this process and in
   * the others: a decision (count, then add) is never taken on counts another is changing.
   */
  exclusive<T>(keys: readonly string[], work: (tx: LimiterTx) => Promise<T>): Promise<T>;
}

/** Seconds until a key with these uses is under `max` in the window again, or 0. */
export function windowRetryAfter(
  uses: readonly number[],
  max: number,
  windowMs: number,
  now: number,
): number {
  if (uses.length < max) return 0;
  const oldestThatCounts = uses[uses.length - max]!;
  return Math.max(1, Math.ceil((oldestThatCounts + windowMs - now) / 1000));
}

const MAX_KEYS = 100_000;

/** One process's counts; at most MAX_KEYS keys of each kind, the least recently used dropped. */
export class MemoryLimiterStore implements LimiterStore {
  private readonly useTimes = new Map<string, number[]>();
  private readonly values = new Map<string, { value: number; expires: number }>();
  private queue: Promise<unknown> = Promise.resolve();

  private readonly tx: LimiterTx = {
    uses: async (key, since) => {
      const times = (this.useTimes.get(key) ?? []).filter((t) => t > since);
      if (times.length) this.useTimes.set(key, times);
      else this.useTimes.delete(key);
      return [...times];
    },
    addUse: async (key, at) => {
      const times = this.useTimes.get(key) ?? [];
      times.push(at);
      this.useTimes.delete(key);
      this.useTimes.set(key, times);
      bound(this.useTimes);
    },
    forgetUse: async (key, at) => {
      const times = this.useTimes.get(key);
      const index = times?.indexOf(at) ?? -1;
      if (index >= 0) times!.splice(index, 1);
      if (times && !times.length) this.useTimes.delete(key);
    },
    clearUses: async (key) => void this.useTimes.delete(key),
    value: async (key, now) => {
      const kept = this.values.get(key);
      if (kept && kept.expires > now) return kept.value;
      this.values.delete(key);
      return undefined;
    },
    setValue: async (key, value, expires) => {
      this.values.delete(key);
      this.values.set(key, { value, expires });
      bound(this.values);
    },
  };

  /** One at a time: between the awaits of one decision, another must not count. */
  exclusive<T>(_keys: readonly string[], work: (tx: LimiterTx) => Promise<T>): Promise<T> {
    const result = this.queue.then(() => work(this.tx));
    this.queue = result.catch(() => undefined);
    return result;
  }
}

function bound(map: Map<string, unknown>): void {
  if (map.size > MAX_KEYS) map.delete(map.keys().next().value!);
}

/** At most `max` uses per key within the last `windowSeconds`, counted in a store. */
export class SharedWindow {
  constructor(
    private readonly store: LimiterStore,
    private readonly name: string,
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a use and answers 0, or answers the seconds until one is allowed (not counted). */
  take(key: string): Promise<number> {
    const stored = `${this.name}:${key}`;
    return this.store.exclusive([stored], async (tx) => {
      const now = this.now();
      const windowMs = this.windowSeconds * 1000;
      const wait = windowRetryAfter(await tx.uses(stored, now - windowMs), this.max, windowMs, now);
      if (wait === 0) await tx.addUse(stored, now);
      return wait;
    });
  }
}
