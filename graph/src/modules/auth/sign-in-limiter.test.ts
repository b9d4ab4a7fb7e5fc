import { SignInLimiter } from './sign-in-limiter';

describe('SignInLimiter', () => {
  let now = 0;
  const limiter = () =>
    new SignInLimiter({ maxFailuresPerAccount: 3, maxAttemptsPerAddress: 5, windowSeconds: 60 }, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('locks an account after its failures until the window has passed', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfter('ana', 'ip')).toBe(0);
      l.recordFailure('ana');
      now += 1000;
    }
    expect(l.retryAfter('ana', 'ip')).toBe(57);
    expect(l.retryAfter('luis', 'ip')).toBe(0);
    now += 57_000;
    expect(l.retryAfter('ana', 'ip')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const l = limiter();
    l.recordFailure('ana');
    l.recordFailure('ana');
    l.recordSuccess('ana');
    l.recordFailure('ana');
    expect(l.retryAfter('ana', 'ip')).toBe(0);
  });

  it('limits attempts per address whatever the account', () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) l.recordAttempt('10.0.0.1');
    expect(l.retryAfter(`cuenta${Math.random()}`, '10.0.0.1')).toBe(60);
    expect(l.retryAfter('ana', '10.0.0.2')).toBe(0);
  });
});

describe('SignInLimiter.admit', () => {
  it('counts an admitted attempt as a failure at once, so a burst cannot pass the limit', () => {
    const l = new SignInLimiter(
      { maxFailuresPerAccount: 3, maxAttemptsPerAddress: 100, windowSeconds: 60 },
      () => 0,
    );
    const waits = Array.from({ length: 10 }, () => l.admit('ana', 'ip'));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    l.recordSuccess('ana');
    expect(l.admit('ana', 'ip')).toBe(0);
  });
});
