import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN, signInAs } from '../support/demo';

const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

test('a list too wide for its room becomes cards, never widening the page', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/es/app/asociados/dojo_0');
  const table = page.locator('.table-wrap');
  await expect(page.locator('table.data-table tbody tr').first()).toBeVisible();
  // Nine columns fit beside the sidebar of a wide window: a table with its header row.
  await expect(table).not.toHaveClass(/table-wrap--cards/);
  await expect(page.getByRole('columnheader', { name: /Correo electrónico/ })).toBeVisible();

  // A small laptop or a tablet: the same list as cards, sorted from the toolbar's select.
  for (const width of [1024, 900, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(table).toHaveClass(/table-wrap--cards/);
    await expect(page.getByLabel('Ordenar por')).toBeVisible();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(width);
  }

  // Room again: back to the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table).not.toHaveClass(/table-wrap--cards/);
  await expect(page.getByLabel('Ordenar por')).toBeHidden();
});
