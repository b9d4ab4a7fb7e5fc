const MAX_KEYS = 100_000;

/**
 * At most `max` uses per key within the last `windowSeconds` (in memory, as the sign-in limiter:
 * one process serves the federation).
 */
export class SlidingWindow {
  private readonly uses = new Map<string | number, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a use and answers 0, or answers the seconds until one is allowed (not counted). */
  take(key: string | number): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.add(key);
    return wait;
  }

  /** Seconds until the key may be used again, or 0. */
  retryAfter(key: string | number): number {
    const times = this.fresh(key);
    if (times.length < this.max) return 0;
    const oldestThatCounts = times[times.length - this.max];
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowSeconds * 1000 - this.now()) / 1000));
  }

  /** Uses of the key within the window. */
  count(key: string | number): number {
    return this.fresh(key).length;
  }

  /** Counts a use whatever the limit, and answers its time (for `forget`). */
  add(key: string | number): number {
    const at = this.now();
    const times = this.fresh(key);
    times.push(at);
    // Most recently used last, so that bounding memory drops the key used longest ago.
    this.uses.delete(key);
    this.uses.set(key, times);
    if (this.uses.size > MAX_KEYS) this.uses.delete(this.uses.keys().next().value!);
    return at;
  }

  /** Takes back one use counted at `at`. */
  forget(key: string | number, at: number): void {
    const times = this.uses.get(key);
    const index = times?.indexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
    if (times && !times.length) this.uses.delete(key);
  }

  /** Forgets every use of the key. */
  clear(key: string | number): void {
    this.uses.delete(key);
  }

  private fresh(key: string | number): number[] {
    const cutoff = this.now() - this.windowSeconds * 1000;
    const times = (this.uses.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length) this.uses.set(key, times);
    else this.uses.delete(key);
    return times;
  }
}
