import { expect, type Locator, type Page } from '@playwright/test';

// The layout checks of the 375 px project (tests/e2e/layout): what a phone shows of a screen.

/** The page is no wider than the window (a string: the journeys are compiled without the DOM). */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'))
    .toBe(true);
}

/** A frame (a modal's body) that scrolls its own content, never wider than itself. */
export async function expectFitsFrame(frame: Locator) {
  await expect.poll(() => frame.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
}

/** Every visible field of `form` starts at the same left edge: one column. */
export async function expectOneColumn(form: Locator) {
  const fields = form.locator('.field').filter({ visible: true });
  await expect(fields.nth(1)).toBeVisible();
  const lefts = await fields.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size, `field left edges ${lefts.join(', ')}`).toBe(1);
}

/** A list of the list kit shown as cards: no header row, the sort select in its place if it sorts. */
export async function expectCards(page: Page, { sorted = true } = {}) {
  await expect(page.locator('.list-screen .table-wrap--cards').first()).toBeVisible();
  await expect(page.locator('.list-screen table.data-table thead').first()).toBeHidden();
  if (sorted) await expect(page.getByLabel('Ordenar por').first()).toBeVisible();
}

/** A one-finger drag by (dx, dy) from (x, y), as a touch screen sends it. */
export async function touchDrag(page: Page, x: number, y: number, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 5; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
