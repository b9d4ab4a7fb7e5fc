import {
  MemoryLimiterStore,
  windowRetryAfter,
  type LimiterStore,
  type LimiterTx,
} from '../common/limiter-store';

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
export type SignInAttempt = { finish: (succeeded: boolean) => Promise<void> };

// An address that signed in to an account keeps being heard for it even while the account is
// under attack from elsewhere.
const TRUST_MS = 30 * 24 * 3600 * 1000;

type Turn = { waitMs: number } | { retryAfter: number };

// The store's keys: failures of a pair, attempts of an address, failures of an account, a pair's
// trust, an account's next turn.
const pairFailures = (account: string, address: string) => `signin:p:${pairKey(account, address)}`;
const addressAttempts = (address: string) => `signin:a:${address}`;
const accountFailures = (account: string) => `signin:c:${account}`;
const pairTrust = (account: string, address: string) => `signin:t:${pairKey(account, address)}`;
const accountTurn = (account: string) => `signin:n:${account}`;

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
 * The counts live in a store: the database's for a server, so that every process behind a proxy
 * counts together; each decision holds its account and address in the store while it is taken.
 */
export class SignInLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly limits: SignInLimits,
    private readonly store: LimiterStore = new MemoryLimiterStore(),
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.windowMs = limits.windowSeconds * 1000;
  }

  /** Seconds before the pair or the address is heard again, or 0. */
  retryAfter(account: string, address: string): Promise<number> {
    return this.store.exclusive(this.keys(account, address), (tx) => this.retryAfterIn(tx, account, address));
  }

  /** The delay between attempts on this account from this address now (ms), 0 if not slowed. */
  delayFor(account: string, address: string): Promise<number> {
    return this.store.exclusive(this.keys(account, address), (tx) => this.delayIn(tx, account, address));
  }

  /**
   * Admits an attempt (after its wait, when the account is slowed), or answers the seconds to
   * wait. An admitted attempt counts as a failure until finished as a success: counting after
   * the (slow) password check would let a burst of parallel guesses all through before the first
   * one is recorded.
   */
  async admit(account: string, address: string): Promise<SignInAttempt | number> {
    const decision = await this.store.exclusive(this.keys(account, address), async (tx) => {
      const retry = await this.retryAfterIn(tx, account, address);
      if (retry > 0) return retry;
      const pair = pairFailures(account, address);
      const newcomer = (await this.count(tx, pair)) === 0;
      const turn = await this.schedule(tx, account, address, newcomer);
      if ('retryAfter' in turn) return turn.retryAfter;
      const at = this.now();
      await tx.addUse(addressAttempts(address), at);
      await tx.addUse(pair, at);
      await tx.addUse(accountFailures(account), at);
      return { waitMs: turn.waitMs, at };
    });
    if (typeof decision === 'number') return decision;
    if (decision.waitMs > 0) await this.sleep(decision.waitMs);
    let finished = false;
    return {
      finish: async (succeeded) => {
        if (finished) return;
        finished = true;
        if (!succeeded) return;
        await this.store.exclusive(this.keys(account, address), async (tx) => {
          await tx.clearUses(pairFailures(account, address));
          await tx.forgetUse(accountFailures(account), decision.at);
          await tx.setValue(pairTrust(account, address), 1, this.now() + TRUST_MS);
        });
      },
    };
  }

  /** An account and an address: every key of a decision belongs to one or the other. */
  private keys(account: string, address: string): string[] {
    return [accountFailures(account), addressAttempts(address)];
  }

  private async count(tx: LimiterTx, key: string): Promise<number> {
    return (await tx.uses(key, this.now() - this.windowMs)).length;
  }

  private async retryAfterIn(tx: LimiterTx, account: string, address: string): Promise<number> {
    const since = this.now() - this.windowMs;
    const [pair, addressUses] = [
      await tx.uses(pairFailures(account, address), since),
      await tx.uses(addressAttempts(address), since),
    ];
    return Math.max(
      windowRetryAfter(pair, this.limits.maxFailuresPerPair, this.windowMs, this.now()),
      windowRetryAfter(addressUses, this.limits.maxAttemptsPerAddress, this.windowMs, this.now()),
    );
  }

  private async delayIn(tx: LimiterTx, account: string, address: string): Promise<number> {
    if ((await tx.value(pairTrust(account, address), this.now())) !== undefined) return 0;
    const excess = (await this.count(tx, accountFailures(account))) - this.limits.accountSlowAfter;
    if (excess < 0) return 0;
    return Math.min(this.limits.accountMaxDelayMs, this.limits.accountDelayMs * 2 ** Math.min(excess, 30));
  }

  /**
   * The wait of an attempt on the account, or the seconds before it may be heard.
   * Spacing the starts, not each wait, is what slows guessing: every attempt waiting its delay side
   * by side would let a guesser with n addresses try n times per delay.
   */
  private async schedule(tx: LimiterTx, account: string, address: string, newcomer: boolean): Promise<Turn> {
    const delay = await this.delayIn(tx, account, address);
    if (delay === 0) return { waitMs: 0 };
    const now = this.now();
    const longest = this.limits.accountMaxDelayMs;
    const start = Math.max(now, (await tx.value(accountTurn(account), now)) ?? 0) + delay;
    if (start - now <= longest) {
      // Kept a little past the turn: once it has passed, it no longer holds anybody back.
      await tx.setValue(accountTurn(account), start, start + longest);
      return { waitMs: start - now };
    }
    // Heard beside the turns rather than taking one, so that a crowd of new addresses cannot push
    // the turns back without end. An address is new to an account once per window: this attempt
    // already counts as its failure, even while it waits.
    if (newcomer) return { waitMs: longest };
    return { retryAfter: Math.max(1, Math.ceil((start - longest - now) / 1000)) };
  }
}

function pairKey(account: string, address: string): string {
  return `${account}\n${address}`;
}
