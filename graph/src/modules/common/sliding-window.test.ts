import { SlidingWindow } from './sliding-window';

describe('SlidingWindow', () => {
  it('allows max uses per key in the window, then answers the wait, and forgets old uses', () => {
    let now = 0;
    const w = new SlidingWindow(3, 60, () => now);
    for (let i = 0; i < 3; i++) {
      expect(w.take('ana')).toBe(0);
      now += 10_000;
    }
    expect(w.take('ana')).toBe(30);
    expect(w.take('luis')).toBe(0);
    now += 30_000;
    expect(w.take('ana')).toBe(0);
    expect(w.take('ana')).toBe(10);
  });
});

describe('SlidingWindow, counted by hand', () => {
  it('counts uses past the limit, takes back one, and forgets a key', () => {
    let now = 0;
    const w = new SlidingWindow(2, 60, () => now);
    const first = w.add('ana');
    now += 1000;
    w.add('ana');
    w.add('ana');
    expect(w.count('ana')).toBe(3);
    expect(w.retryAfter('ana')).toBe(60);
    w.forget('ana', first);
    expect(w.count('ana')).toBe(2);
    w.clear('ana');
    expect(w.count('ana')).toBe(0);
    expect(w.retryAfter('ana')).toBe(0);
    w.add('luis');
    now += 60_000;
    expect(w.count('luis')).toBe(0);
  });
});
