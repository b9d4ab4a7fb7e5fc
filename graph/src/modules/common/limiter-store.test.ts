import { MemoryLimiterStore, SharedWindow, windowRetryAfter } from './limiter-store';

describe('SharedWindow', () => {
  it('allows max uses per key in the window, then answers the wait, and forgets old uses', async () => {
    let now = 0;
    const w = new SharedWindow(new MemoryLimiterStore(), 'test', 3, 60, () => now);
    for (let i = 0; i < 3; i++) {
      expect(await w.take('ana')).toBe(0);
      now += 10_000;
    }
    expect(await w.take('ana')).toBe(30);
    expect(await w.take('luis')).toBe(0);
    now += 30_000;
    expect(await w.take('ana')).toBe(0);
    expect(await w.take('ana')).toBe(10);
  });

  it('lets no burst of concurrent takes past the limit', async () => {
    const w = new SharedWindow(new MemoryLimiterStore(), 'test', 5, 60);
    const waits = await Promise.all(Array.from({ length: 20 }, () => w.take('ana')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });
});

describe('MemoryLimiterStore', () => {
  it('counts uses, takes back one, clears a key, and keeps values until they expire', async () => {
    const store = new MemoryLimiterStore();
    await store.exclusive(['k'], async (tx) => {
      await tx.addUse('k', 1000);
      await tx.addUse('k', 2000);
      await tx.addUse('k', 2000);
      expect(await tx.uses('k', 0)).toEqual([1000, 2000, 2000]);
      await tx.forgetUse('k', 2000);
      expect(await tx.uses('k', 0)).toEqual([1000, 2000]);
      expect(await tx.uses('k', 1000)).toEqual([2000]);
      await tx.clearUses('k');
      expect(await tx.uses('k', 0)).toEqual([]);
      await tx.setValue('v', 7, 5000);
      expect(await tx.value('v', 4999)).toBe(7);
      expect(await tx.value('v', 5000)).toBeUndefined();
    });
  });

  it('answers the wait from the oldest use that still counts', () => {
    expect(windowRetryAfter([0, 10_000, 20_000], 3, 60_000, 25_000)).toBe(35);
    expect(windowRetryAfter([0, 10_000], 3, 60_000, 25_000)).toBe(0);
  });
});
