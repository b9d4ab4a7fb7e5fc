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
  new SignInLimiter({ ...LIMITS, ...limits }, () => now, sleep);

async function attempt(l: SignInLimiter, account: string, address: string, ok = false): Promise<number> {
  const admitted = await l.admit(account, address);
  if (typeof admitted === 'number') return admitted;
  admitted.finish(ok);
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
    expect(l.retryAfter('ana', 'A')).toBe(57);
    expect(await attempt(l, 'ana', 'A', true)).toBe(57);
    expect(await attempt(l, 'ana', 'B', true)).toBe(0);
    now += 57_000;
    expect(l.retryAfter('ana', 'A')).toBe(0);
  });

  it('forgets the failures of a pair after a success', async () => {
    const l = limiter();
    await attempt(l, 'ana', 'A');
    await attempt(l, 'ana', 'A');
    await attempt(l, 'ana', 'A', true);
    await attempt(l, 'ana', 'A');
    expect(l.retryAfter('ana', 'A')).toBe(0);
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
    (admitted[0] as SignInAttempt).finish(true);
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
    expect(l.delayFor('ana', 'otra')).toBeGreaterThan(0);
  });

  it('runs the attempts of a slowed account one at a time', async () => {
    const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const l = new SignInLimiter({ ...LIMITS, accountSlowAfter: 0, accountDelayMs: 5 }, Date.now, realSleep);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const admitted = await l.admit('ana', `10.0.0.${i}`);
        if (typeof admitted === 'number') throw new Error('refused');
        running++;
        most = Math.max(most, running);
        await realSleep(10);
        running--;
        admitted.finish(false);
      }),
    );
    expect(most).toBe(1);
  });

  it('refuses attempts beyond those that may wait for their turn, with a wait', async () => {
    const l = new SignInLimiter(
      { ...LIMITS, accountSlowAfter: 0, maxAttemptsPerAddress: 100 },
      () => now,
      () => new Promise<void>(() => undefined),
    );
    Array.from({ length: 10 }, (_, i) => void l.admit('ana', `10.0.0.${i}`));
    await Promise.resolve();
    expect(await l.admit('ana', '10.0.1.1')).toBeGreaterThan(0);
  });
});
