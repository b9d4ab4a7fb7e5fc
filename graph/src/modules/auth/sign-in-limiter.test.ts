import { MemoryLimiterStore } from '../common/limiter-store';
import { SignInLimiter, type SignInAttempt, type SignInLimits } from './sign-in-limiter';

const LIMITS: SignInLimits = {
  maxFailuresPerPair: 3,
  maxAttemptsPerAddress: 5,
  windowSeconds: 60,
  accountSlowAfter: 4,
  accountDelayMs: 100,
  accountMaxDelayMs: 350,
};

let now = 0;
let slept: number[] = [];
// The clock moves by each wait, so that delays are checked without waiting them.
const sleep = async (ms: number) => {
  slept.push(ms);
  now += ms;
};
const limiter = (limits: Partial<SignInLimits> = {}) =>
  new SignInLimiter({ ...LIMITS, ...limits }, new MemoryLimiterStore(), () => now, sleep);

async function attempt(l: SignInLimiter, account: string, address: string, ok = false): Promise<number> {
  const admitted = await l.admit(account, address);
  if (typeof admitted === 'number') return admitted;
  await admitted.finish(ok);
  return 0;
}

beforeEach(() => {
  now = 1_000_000;
  slept = [];
});

describe('SignInLimiter, per account and address', () => {
  it('refuses the pair after its failures until the window has passed, not the account elsewhere', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(await attempt(l, 'ana', 'A')).toBe(0);
      now += 1000;
    }
    expect(await l.retryAfter('ana', 'A')).toBe(57);
    expect(await attempt(l, 'ana', 'A', true)).toBe(57);
    expect(await attempt(l, 'ana', 'B', true)).toBe(0);
    now += 57_000;
    expect(await l.retryAfter('ana', 'A')).toBe(0);
  });

  it('forgets the failures of a pair after a success', async () => {
    const l = limiter();
    await attempt(l, 'ana', 'A');
    await attempt(l, 'ana', 'A');
    await attempt(l, 'ana', 'A', true);
    await attempt(l, 'ana', 'A');
    expect(await l.retryAfter('ana', 'A')).toBe(0);
  });

  it('limits attempts per address whatever the account', async () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) await attempt(l, `cuenta${i}`, 'A');
    expect(await attempt(l, 'otra', 'A', true)).toBe(60);
    for (let i = 0; i < 5; i++) expect(await attempt(l, `cuenta${i}`, 'B', true)).toBe(0);
  });

  it('counts an admitted attempt as a failure at once, so a burst cannot pass the limit', async () => {
    const l = limiter({ maxAttemptsPerAddress: 100, accountSlowAfter: 100 });
    const admitted = await Promise.all(Array.from({ length: 10 }, () => l.admit('ana', 'A')));
    expect(admitted.filter((a) => typeof a !== 'number')).toHaveLength(3);
    await (admitted[0] as SignInAttempt).finish(true);
    expect(await attempt(l, 'ana', 'A')).toBe(0);
  });
});

describe('SignInLimiter, per account across addresses', () => {
  it('slows an account failing from many addresses with a growing delay, and never refuses it', async () => {
    const l = limiter();
    for (let i = 0; i < 8; i++) expect(await attempt(l, 'ana', `10.0.0.${i}`)).toBe(0);
    expect(slept).toEqual([100, 200, 350, 350]);
    expect(await attempt(l, 'ana', '10.0.1.1', true)).toBe(0);
    expect(slept.at(-1)).toBe(350);
    expect(await attempt(l, 'luis', '10.0.1.1', true)).toBe(0);
    expect(slept).toHaveLength(5);
  });

  it('lets an address that signed in to the account skip the wait', async () => {
    const l = limiter();
    await attempt(l, 'ana', 'casa', true);
    for (let i = 0; i < 6; i++) await attempt(l, 'ana', `10.0.0.${i}`);
    slept = [];
    expect(await attempt(l, 'ana', 'casa', true)).toBe(0);
    expect(slept).toEqual([]);
    expect(await l.delayFor('ana', 'otra')).toBeGreaterThan(0);
  });
});

describe('SignInLimiter, an account under attack from many addresses at once', () => {
  // Fake timers: the limiter's clock and sleep run in simulated time, advanced by the test.
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());
  const fakeTimeLimiter = (limits: Partial<SignInLimits> = {}) =>
    new SignInLimiter(
      { ...LIMITS, maxFailuresPerPair: 1000, maxAttemptsPerAddress: 1000, ...limits },
      new MemoryLimiterStore(),
      () => Date.now(),
      (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    );
  /** Starts an attempt, which fails once heard; `heardAfter` is its wait, `refused` its Retry-After. */
  function start(l: SignInLimiter, account: string, address: string) {
    const sent = Date.now();
    const state: { heardAfter?: number; refused?: number } = {};
    void l.admit(account, address).then((admitted) => {
      if (typeof admitted === 'number') state.refused = admitted;
      else {
        state.heardAfter = Date.now() - sent;
        void admitted.finish(false);
      }
    });
    return state;
  }
  async function failOnce(l: SignInLimiter, addresses: string[]) {
    for (const address of addresses) {
      start(l, 'ana', address);
      await jest.advanceTimersByTimeAsync(LIMITS.accountMaxDelayMs);
    }
  }
  const guessers = Array.from({ length: 20 }, (_, i) => `10.0.0.${i}`);

  it('hears every attempt within the longest delay, however many arrive together', async () => {
    const l = fakeTimeLimiter({ accountSlowAfter: 0 });
    const attempts = guessers.map((address) => start(l, 'ana', address));
    await jest.advanceTimersByTimeAsync(LIMITS.accountMaxDelayMs);
    expect(
      attempts.every((a) => a.heardAfter !== undefined && a.heardAfter <= LIMITS.accountMaxDelayMs),
    ).toBe(true);
  });

  it('when its turns are taken, refuses addresses that failed on it, not one new to it', async () => {
    const l = fakeTimeLimiter();
    await failOnce(l, guessers);
    const again = guessers.map((address) => start(l, 'ana', address));
    const owner = start(l, 'ana', 'nueva');
    await jest.advanceTimersByTimeAsync(LIMITS.accountMaxDelayMs);
    expect(again.filter((a) => a.heardAfter !== undefined)).toHaveLength(1);
    expect(again.filter((a) => a.refused! > 0)).toHaveLength(guessers.length - 1);
    expect(owner.heardAfter).toBeLessThanOrEqual(LIMITS.accountMaxDelayMs);
    // New to the account only once: having failed, that address now needs a turn like the others.
    start(l, 'ana', guessers[0]);
    const late = start(l, 'ana', 'nueva');
    await jest.advanceTimersByTimeAsync(0);
    expect(late.refused).toBeGreaterThan(0);
  });

  it('gives a guesser no more tries by spreading them over many addresses', async () => {
    const heard = async (addresses: string[]) => {
      const l = fakeTimeLimiter();
      // Enough failures for the longest delay, however few the addresses.
      await failOnce(
        l,
        guessers.map((_, i) => addresses[i % addresses.length]),
      );
      const attempts: ReturnType<typeof start>[] = [];
      for (let ms = 0; ms < 10_000; ms += 50) {
        for (const address of addresses) attempts.push(start(l, 'ana', address));
        await jest.advanceTimersByTimeAsync(50);
      }
      await jest.advanceTimersByTimeAsync(LIMITS.accountMaxDelayMs);
      return attempts.filter((a) => a.heardAfter !== undefined).length;
    };
    const fromOne = await heard(['10.0.0.1']);
    expect(fromOne).toBeLessThanOrEqual(Math.ceil(10_000 / LIMITS.accountMaxDelayMs) + 1);
    expect(await heard(guessers)).toBe(fromOne);
  });
});
