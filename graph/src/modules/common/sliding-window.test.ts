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
