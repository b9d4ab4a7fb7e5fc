import { pageCount, pageWindow } from './pageWindow';

describe('pager window', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last with gaps around a window of five', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('slides the window against the ends instead of shrinking it', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('shows no gap mark for a single page left out next to the ends', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });
});
