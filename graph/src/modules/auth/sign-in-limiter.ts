import { SlidingWindow } from '../common/sliding-window';

export type SignInLimits = {
  /** Failures of one account from one address before that pair is refused. */
  maxFailuresPerPair: number;
  /** Attempts from one address, whatever the account, before the address is refused. */
  maxAttemptsPerAddress: number;
  windowSeconds: number;
  /** Failures of one account from any address before its attempts are slowed. */
  accountSlowAfter: number;
  /** First delay of a slowed account, doubled at each further failure up to the maximum. */
  accountDelayMs: number;
  /** The longest delay, and the longest any attempt waits in all. */
  accountMaxDelayMs: number;
};

/** An admitted attempt: it must be finished once the password has been checked. */
export type SignInAttempt = { finish: (succeeded: boolean) => void };

// An address that signed in to an account keeps being heard for it even while the account is
// under attack from elsewhere.
const TRUST_MS = 30 * 24 * 3600 * 1000;
const MAX_KEYS = 100_000;

type Turn = { waitMs: number } | { retryAfter: number };

/**
 * Slows down password guessing without letting a stranger lock an owner out (sliding windows):
 * - a pair (account, address) is refused after its failures: the guesser, not the owner elsewhere;
 * - an address is refused after its attempts, whatever the accounts;
 * - an account failing from many addresses is slowed: past `accountSlowAfter` failures its
 *   attempts start one per delay (doubling with the failures up to `accountMaxDelayMs`), whatever
 *   their addresses, and none waits longer than `accountMaxDelayMs`. An attempt whose turn would
 *   come later is refused if its address already failed on the account; from an address with no
 *   failure on it (the owner somewhere new) it is heard once the longest wait has passed. Addresses
 *   that signed in to the account lately skip the wait.
 * Kept in memory: one server process serves the federation; a cluster would move this to the
 * database or a shared cache.
 */
export class SignInLimiter {
  private readonly failuresByPair: SlidingWindow;
  private readonly attemptsByAddress: SlidingWindow;
  private readonly failuresByAccount: SlidingWindow;
  private readonly trustedUntil = new Map<string, number>();
  /** When the next attempt on a slowed account may start. */
  private readonly nextStart = new Map<string, number>();

  constructor(
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    const { windowSeconds } = limits;
    this.failuresByPair = new SlidingWindow(limits.maxFailuresPerPair, windowSeconds, now);
    this.attemptsByAddress = new SlidingWindow(limits.maxAttemptsPerAddress, windowSeconds, now);
    this.failuresByAccount = new SlidingWindow(limits.accountSlowAfter, windowSeconds, now);
  }

  /** Seconds before the pair or the address is heard again, or 0. */
  retryAfter(account: string, address: string): number {
    return Math.max(
      this.failuresByPair.retryAfter(pairKey(account, address)),
      this.attemptsByAddress.retryAfter(address),
    );
  }

  /** The delay between attempts on this account from this address now (ms), 0 if not slowed. */
  delayFor(account: string, address: string): number {
    if (this.isTrusted(account, address)) return 0;
    const excess = this.failuresByAccount.count(account) - this.limits.accountSlowAfter;
    if (excess < 0) return 0;
    return Math.min(this.limits.accountMaxDelayMs, this.limits.accountDelayMs * 2 ** Math.min(excess, 30));
  }

  /**
   * Admits an attempt (after its wait, when the account is slowed), or answers the seconds to
   * wait. An admitted attempt counts as a failure until finished as a success: counting after
   * the (slow) password check would let a burst of parallel guesses all through before the first
   * one is recorded.
   */
  async admit(account: string, address: string): Promise<SignInAttempt | number> {
    const retry = this.retryAfter(account, address);
    if (retry > 0) return retry;
    const pair = pairKey(account, address);
    const turn = this.schedule(account, address, this.failuresByPair.count(pair) === 0);
    if ('retryAfter' in turn) return turn.retryAfter;
    this.attemptsByAddress.add(address);
    this.failuresByPair.add(pair);
    const at = this.failuresByAccount.add(account);
    if (turn.waitMs > 0) await this.sleep(turn.waitMs);
    let finished = false;
    return {
      finish: (succeeded) => {
        if (finished) return;
        finished = true;
        if (!succeeded) return;
        this.failuresByPair.clear(pair);
        this.failuresByAccount.forget(account, at);
        this.trustedUntil.delete(pair);
        this.trustedUntil.set(pair, this.now() + TRUST_MS);
        if (this.trustedUntil.size > MAX_KEYS)
          this.trustedUntil.delete(this.trustedUntil.keys().next().value!);
      },
    };
  }

  /**
   * The wait of an attempt on the account, or the seconds before it may be heard.
   * Spacing the starts, not each wait, is what slows guessing: every attempt waiting its delay side
   * by side would let a guesser with n addresses try n times per delay.
   */
  private schedule(account: string, address: string, newcomer: boolean): Turn {
    const delay = this.delayFor(account, address);
    if (delay === 0) return { waitMs: 0 };
    const now = this.now();
    const longest = this.limits.accountMaxDelayMs;
    const start = Math.max(now, this.nextStart.get(account) ?? 0) + delay;
    if (start - now <= longest) {
      this.nextStart.delete(account);
      this.nextStart.set(account, start);
      if (this.nextStart.size > MAX_KEYS) this.nextStart.delete(this.nextStart.keys().next().value!);
      return { waitMs: start - now };
    }
    // Heard beside the turns rather than taking one, so that a crowd of new addresses cannot push
    // the turns back without end. An address is new to an account once per window: this attempt
    // already counts as its failure, even while it waits.
    if (newcomer) return { waitMs: longest };
    return { retryAfter: Math.max(1, Math.ceil((start - longest - now) / 1000)) };
  }

  private isTrusted(account: string, address: string): boolean {
    const until = this.trustedUntil.get(pairKey(account, address));
    return until !== undefined && until > this.now();
  }
}

function pairKey(account: string, address: string): string {
  return `${account}\n${address}`;
}

/**
 * The address an attempt is counted against: IPv4 as it is, IPv6 by its /64 network. One
 * subscriber is given a whole /64 (2^64 addresses), so counting single IPv6 addresses would give
 * a guesser an endless supply of fresh ones.
 */
export function addressKey(ip: string): string {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(':') || ip.length > 45) return ip;
  const [head, tail] = ip.split('%')[0].split('::', 2) as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  if (groups.length !== 8) return ip;
  const network = groups.slice(0, 4).map((g) => (g.replace(/^0{1,3}/, '') || '0').toLowerCase());
  return `${network.join(':')}::/64`;
}
