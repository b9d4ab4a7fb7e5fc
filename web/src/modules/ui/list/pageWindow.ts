export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The numbered pages of the pager (part 1 §2): always the first and the last, a window of about
 * `size` pages around the current one, and a gap mark where pages are left out. Pages are 1-based.
 * `open`: `count` is a lower bound (the list's total was counted only so far), so the last page is
 * unknown: no last page is shown, only a gap after the window.
 */
export function pageWindow(current: number, count: number, size = 5, open = false): PagerItem[] {
  if (count <= 0) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(count, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PagerItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-start');
  for (let page = start; page <= end; page++) items.push(page);
  if (open) items.push('gap-end');
  else {
    if (end < count - 1) items.push('gap-end');
    if (end < count) items.push(count);
  }
  return items;
}

/** How many pages `total` rows fill (at least one, so an empty list still shows page 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
