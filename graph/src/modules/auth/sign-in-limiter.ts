/**
 * Slows down password guessing: failures per account and attempts per address, each in a sliding
 * window. Kept in memory: one server process serves the federation; a cluster would move this to
 * the database or a shared cache.
 */
export class SignInLimiter {
  private readonly failuresByAccount = new Map<string, number[]>();
  private readonly attemptsByAddress = new Map<string, number[]>();

  constructor(
    private readonly limits: {
      maxFailuresPerAccount: number;
      maxAttemptsPerAddress: number;
      windowSeconds: number;
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt is heard, or 0 when it may go ahead. */
  retryAfter(account: string, address: string): number {
    const windowMs = this.limits.windowSeconds * 1000;
    const waits = [
      this.waitFor(this.failuresByAccount, account, this.limits.maxFailuresPerAccount, windowMs),
      this.waitFor(this.attemptsByAddress, address, this.limits.maxAttemptsPerAddress, windowMs),
    ];
    return Math.max(...waits);
  }

  /**
   * Admits an attempt, or returns the seconds to wait. An admitted attempt counts as a failure
   * until `recordSuccess` clears it: counting after the (slow) password check would let a burst
   * of parallel guesses all through before the first one is recorded.
   */
  admit(account: string, address: string): number {
    const wait = this.retryAfter(account, address);
    if (wait > 0) return wait;
    this.recordAttempt(address);
    this.recordFailure(account);
    return 0;
  }

  recordAttempt(address: string): void {
    this.push(this.attemptsByAddress, address);
  }

  recordFailure(account: string): void {
    this.push(this.failuresByAccount, account);
  }

  recordSuccess(account: string): void {
    this.failuresByAccount.delete(account);
  }

  private waitFor(map: Map<string, number[]>, key: string, max: number, windowMs: number): number {
    const times = this.fresh(map, key, windowMs);
    if (times.length < max) return 0;
    const oldestThatCounts = times[times.length - max];
    return Math.max(1, Math.ceil((oldestThatCounts + windowMs - this.now()) / 1000));
  }

  private fresh(map: Map<string, number[]>, key: string, windowMs: number): number[] {
    const cutoff = this.now() - windowMs;
    const times = (map.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length) map.set(key, times);
    else map.delete(key);
    return times;
  }

  private push(map: Map<string, number[]>, key: string): void {
    const times = map.get(key) ?? [];
    times.push(this.now());
    map.set(key, times);
    // Bound memory under a flood of distinct keys: drop the oldest entries.
    if (map.size > 100_000) {
      const first = map.keys().next().value;
      if (first !== undefined) map.delete(first);
    }
  }
}
