import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DojosPage } from '../pom/DojosPage';
import { MEMBER } from '../support/demo';
import { adminToken, call } from '../support/membersApi';

const counts = (texts: string[]) => texts.map((text) => Number(text.trim()));

/** Every dojo's member count, lowest first, as the database of this worker holds them now. */
async function allCounts(request: APIRequestContext): Promise<number[]> {
  const { dojos } = await call<{ dojos: { items: { memberCount: number }[] } }>(
    request,
    'query { dojos(page: { limit: 1000 }) { items { memberCount } } }',
    {},
    await adminToken(request),
  );
  return dojos.items.map((dojo) => dojo.memberCount).sort((a, b) => a - b);
}

test('a plain member pages and sorts the dojo list, with no menus', async ({ page, request }) => {
  // Merged journeys (issue 28): several screens' worth of steps on a busy machine.
  test.slow();
  const total = (await allCounts(request)).length;
  expect(total).toBeGreaterThan(30);
  const dojos = new DojosPage(page);
  await dojos.signInAs(MEMBER.mail);
  await dojos.goto(0);

  await expect(dojos.pagerSummary).toHaveText(`1–15 de ${total}`);
  await expect(dojos.rows).toHaveCount(15);
  await expect(dojos.pagerStep('Anterior')).toBeDisabled();
  await expect(dojos.pagerPage(1)).toHaveAttribute('aria-current', 'page');
  const first = await dojos.columnTexts('Nombre');

  await dojos.pagerPage(2).click();
  await expect(dojos.pagerSummary).toHaveText(`16–30 de ${total}`);
  await expect(dojos.pagerPage(2)).toHaveAttribute('aria-current', 'page');
  await dojos.settled();
  const second = await dojos.columnTexts('Nombre');
  expect(second.filter((name) => first.includes(name))).toEqual([]);

  await dojos.pagerStep('Siguiente').click();
  await expect(dojos.pagerSummary).toHaveText(`31–${Math.min(45, total)} de ${total}`);
  await dojos.pagerStep('Anterior').click();
  await expect(dojos.pagerSummary).toHaveText(`16–30 de ${total}`);

  // A larger page starts again where the shown rows are: rows 16 to 30 are on its first page.
  await page.getByLabel('Filas por página').selectOption('50');
  await expect(dojos.pagerSummary).toHaveText(`1–${Math.min(50, total)} de ${total}`);
  await dojos.settled();
  await expect(dojos.rows).toHaveCount(Math.min(50, total));
  await expect.poll(() => dojos.columnTexts('Nombre')).toEqual(expect.arrayContaining(second));

  // A plain member has no row menus and no add button (§6).
  await expect(page.getByRole('button', { name: /^Acciones de / })).toHaveCount(0);
  await expect(dojos.addButton).toHaveCount(0);

  // Sorted by a column, descending on the second click.
  await page.getByLabel('Filas por página').selectOption('15');
  await expect(dojos.pagerSummary).toHaveText(`1–15 de ${total}`);
  await dojos.expectSort('Nombre', 'nombre', 'ascending');

  // The member count: the first page holds exactly the 15 lowest counts in order, and the
  // descending one the 15 highest (no other journey writes to this worker's database meanwhile).
  const expected = await allCounts(request);
  await dojos.sortBy('Asociados', 'nAsociados');
  await dojos.expectSort('Asociados', 'nAsociados', 'ascending');
  await dojos.settled();
  await expect.poll(async () => counts(await dojos.columnTexts('Asociados'))).toEqual(expected.slice(0, 15));

  await dojos.sortBy('Asociados', 'nAsociados');
  await dojos.expectSort('Asociados', 'nAsociados', 'descending');
  await dojos.settled();
  await expect
    .poll(async () => counts(await dojos.columnTexts('Asociados')))
    .toEqual(expected.reverse().slice(0, 15));
});
