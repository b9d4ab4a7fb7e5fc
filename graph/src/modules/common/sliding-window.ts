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
    const windowMs = this.windowSeconds * 1000;
    const now = this.now();
    const times = (this.uses.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length >= this.max) {
      this.uses.set(key, times);
      return Math.max(1, Math.ceil((times[times.length - this.max] + windowMs - now) / 1000));
    }
    times.push(now);
    this.uses.delete(key);
    this.uses.set(key, times);
    // Bound memory: the key used longest ago goes first.
    if (this.uses.size > 100_000) this.uses.delete(this.uses.keys().next().value!);
    return 0;
  }
}
