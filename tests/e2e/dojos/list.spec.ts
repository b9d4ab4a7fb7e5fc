import { expect, test } from '@playwright/test';
import { DojosPage } from '../pom/DojosPage';
import { MEMBER } from '../support/demo';

const counts = (texts: string[]) => texts.map((text) => Number(text.trim()));
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value);
const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] >= value);

test('the dojo list sorts by a column, descending on the second click', async ({ page }) => {
  const dojos = new DojosPage(page);
  await dojos.signInAs(MEMBER.mail);
  await dojos.goto(0);
  await dojos.expectSort('Nombre', 'nombre', 'ascending');

  // The member count: numbers, so each shown page's order can be checked whatever rows others
  // add or empty meanwhile (dojos of no members come and go with the parallel journeys).
  await dojos.sortBy('Asociados', 'nAsociados');
  await dojos.expectSort('Asociados', 'nAsociados', 'ascending');
  await dojos.settled();
  const ascendingPage = counts(await dojos.columnTexts('Asociados'));
  expect(ascendingPage.length).toBeGreaterThan(1);
  expect(ascending(ascendingPage)).toBe(true);

  await dojos.sortBy('Asociados', 'nAsociados');
  await dojos.expectSort('Asociados', 'nAsociados', 'descending');
  await dojos.settled();
  const descendingPage = counts(await dojos.columnTexts('Asociados'));
  expect(descending(descendingPage)).toBe(true);
  // The descending page starts at the largest count: none on the ascending page is larger.
  expect(ascendingPage.every((count) => descendingPage[0] >= count)).toBe(true);
});

test('the dojo list pages through every dojo', async ({ page }) => {
  const dojos = new DojosPage(page);
  await dojos.signInAs(MEMBER.mail);
  await dojos.goto(0);

  await expect(dojos.pagerSummary).toHaveText(/^1–15 de \d+$/);
  await expect(dojos.rows).toHaveCount(15);
  await expect(dojos.pagerStep('Anterior')).toBeDisabled();
  await expect(dojos.pagerPage(1)).toHaveAttribute('aria-current', 'page');
  const first = await dojos.columnTexts('Nombre');

  await dojos.pagerPage(2).click();
  await expect(dojos.pagerSummary).toHaveText(/^16–30 de \d+$/);
  await expect(dojos.pagerPage(2)).toHaveAttribute('aria-current', 'page');
  await dojos.settled();
  const second = await dojos.columnTexts('Nombre');
  expect(second.filter((name) => first.includes(name))).toEqual([]);

  await dojos.pagerStep('Siguiente').click();
  await expect(dojos.pagerSummary).toHaveText(/^31–\d+ de \d+$/);
  await dojos.pagerStep('Anterior').click();
  await expect(dojos.pagerSummary).toHaveText(/^16–30 de \d+$/);

  // A larger page starts again where the shown rows are: rows 16 to 30 are on its first page.
  await page.getByLabel('Filas por página').selectOption('50');
  await expect(dojos.pagerSummary).toHaveText(/^1–\d+ de \d+$/);
  await dojos.settled();
  expect(await dojos.rows.count()).toBeGreaterThan(30);
  expect(await dojos.columnTexts('Nombre')).toEqual(expect.arrayContaining(second));

  // A plain member has no row menus and no add button (§6).
  await expect(page.getByRole('button', { name: /^Acciones de / })).toHaveCount(0);
  await expect(dojos.addButton).toHaveCount(0);
});
