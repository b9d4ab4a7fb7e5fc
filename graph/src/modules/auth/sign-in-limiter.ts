export type SignInLimits = {
  /** Failures of one account from one address before that pair is refused. */
  maxFailuresPerPair: number;
  /** Attempts from one address, whatever the account, before the address is refused. */
  maxAttemptsPerAddress: number;
  windowSeconds: number;
  /** Failures of one account from any address before its attempts are slowed (never refused). */
  accountSlowAfter: number;
  /** First delay of a slowed account, doubled at each further failure up to the maximum. */
  accountDelayMs: number;
  accountMaxDelayMs: number;
};

/** An admitted attempt: it must be finished once the password has been checked. */
export type SignInAttempt = { finish: (succeeded: boolean) => void };

// Attempts of a slowed account waiting for their turn; more are refused so that a flood of
// requests cannot pile up in memory (each waits seconds).
const MAX_WAITING_PER_ACCOUNT = 10;
// An address that signed in to an account keeps being heard for it even while the account is
// under attack from elsewhere.
const TRUST_MS = 30 * 24 * 3600 * 1000;
const MAX_KEYS = 100_000;

type Turns = { tail: Promise<void>; waiting: number };

/**
 * Slows down password guessing without letting a stranger lock an owner out (sliding windows):
 * - a pair (account, address) is refused after its failures: the guesser, not the owner elsewhere;
 * - an address is refused after its attempts, whatever the accounts;
 * - an account failing from many addresses is slowed, not refused: past `accountSlowAfter`
 *   failures its attempts run one at a time, each after a delay that doubles with the failures,
 *   so a right password still signs in, and addresses that signed in to it lately skip the wait.
 * Kept in memory: one server process serves the federation; a cluster would move this to the
 * database or a shared cache.
 */
export class SignInLimiter {
  private readonly failuresByPair = new Map<string, number[]>();
  private readonly attemptsByAddress = new Map<string, number[]>();
  private readonly failuresByAccount = new Map<string, number[]>();
  private readonly trustedUntil = new Map<string, number>();
  private readonly turns = new Map<string, Turns>();

  constructor(
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Seconds before the pair or the address is heard again, or 0. */
  retryAfter(account: string, address: string): number {
    return Math.max(
      this.waitFor(this.failuresByPair, pairKey(account, address), this.limits.maxFailuresPerPair),
      this.waitFor(this.attemptsByAddress, address, this.limits.maxAttemptsPerAddress),
    );
  }

  /** The delay an attempt on this account from this address would wait now (ms). */
  delayFor(account: string, address: string): number {
    if (this.isTrusted(account, address)) return 0;
    const excess = this.fresh(this.failuresByAccount, account).length - this.limits.accountSlowAfter;
    if (excess < 0) return 0;
    return Math.min(this.limits.accountMaxDelayMs, this.limits.accountDelayMs * 2 ** Math.min(excess, 30));
  }

  /**
   * Admits an attempt (after its account's turn and delay, when slowed), or answers the seconds
   * to wait. An admitted attempt counts as a failure until finished as a success: counting after
   * the (slow) password check would let a burst of parallel guesses all through before the first
   * one is recorded.
   */
  async admit(account: string, address: string): Promise<SignInAttempt | number> {
    const wait = this.retryAfter(account, address);
    if (wait > 0) return wait;
    const delay = this.delayFor(account, address);
    const turns = this.turns.get(account);
    if (delay > 0 && turns && turns.waiting >= MAX_WAITING_PER_ACCOUNT) {
      return Math.max(1, Math.ceil((delay * turns.waiting) / 1000));
    }
    const at = this.now();
    const pair = pairKey(account, address);
    this.push(this.attemptsByAddress, address, at);
    this.push(this.failuresByPair, pair, at);
    this.push(this.failuresByAccount, account, at);
    const release = delay > 0 ? await this.takeTurn(account, delay) : () => undefined;
    let finished = false;
    return {
      finish: (succeeded) => {
        if (finished) return;
        finished = true;
        release();
        if (!succeeded) return;
        this.failuresByPair.delete(pair);
        this.forget(this.failuresByAccount, account, at);
        this.trustedUntil.delete(pair);
        this.trustedUntil.set(pair, this.now() + TRUST_MS);
        this.bound(this.trustedUntil);
      },
    };
  }

  /** Waits for the account's previous attempt to finish, then for the delay. */
  private async takeTurn(account: string, delay: number): Promise<() => void> {
    const turns = this.turns.get(account) ?? { tail: Promise.resolve(), waiting: 0 };
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const previous = turns.tail;
    turns.tail = previous.then(() => mine);
    turns.waiting++;
    this.turns.set(account, turns);
    await previous;
    await this.sleep(delay);
    return () => {
      release();
      turns.waiting--;
      if (turns.waiting === 0 && this.turns.get(account) === turns) this.turns.delete(account);
    };
  }

  private isTrusted(account: string, address: string): boolean {
    const until = this.trustedUntil.get(pairKey(account, address));
    return until !== undefined && until > this.now();
  }

  private waitFor(map: Map<string, number[]>, key: string, max: number): number {
    const windowMs = this.limits.windowSeconds * 1000;
    const times = this.fresh(map, key);
    if (times.length < max) return 0;
    const oldestThatCounts = times[times.length - max];
    return Math.max(1, Math.ceil((oldestThatCounts + windowMs - this.now()) / 1000));
  }

  private fresh(map: Map<string, number[]>, key: string): number[] {
    const cutoff = this.now() - this.limits.windowSeconds * 1000;
    const times = (map.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length) map.set(key, times);
    else map.delete(key);
    return times;
  }

  private push(map: Map<string, number[]>, key: string, at: number): void {
    const times = map.get(key) ?? [];
    times.push(at);
    map.set(key, times);
    this.bound(map);
  }

  private forget(map: Map<string, number[]>, key: string, at: number): void {
    const times = map.get(key);
    const index = times?.indexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
    if (times && !times.length) map.delete(key);
  }

  /** Bounds memory under a flood of distinct keys: the oldest entries go first. */
  private bound(map: Map<string, unknown>): void {
    if (map.size <= MAX_KEYS) return;
    const first = map.keys().next().value;
    if (first !== undefined) map.delete(first);
  }
}

function pairKey(account: string, address: string): string {
  return `${account}\n${address}`;
}
