import { expect, test } from '../support/fixtures';
import { FeesPage } from '../pom/FeesPage';
import { ADMIN, DOJO_ADMIN, signInAs } from '../support/demo';

const THIS_YEAR = new Date().getFullYear();

/**
 * The id of the first batch shown of a year, searched for (the search covers the year), once the
 * list shows the rows of the filter chosen: `marks` is what that filter's rows all show (the rows
 * of the filter before, still on screen, may be of the same year).
 */
async function firstOfYear(fees: FeesPage, year: number, marks: string | RegExp): Promise<number> {
  await fees.search.fill(String(year));
  const row = fees.rows.first();
  await expect(fees.cell(row, 'Año')).toHaveText(String(year));
  await expect(fees.levels(row)).toContainText(marks);
  await expect(fees.rows.filter({ hasNotText: String(year) })).toHaveCount(0);
  return Number(await row.getAttribute('data-row-id'));
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, ADMIN.mail);
});

test(
  'a bulk validation of batches at two states is refused with its message, and nothing changes',
  { tag: '@phone' },
  async ({ page }) => {
    const fees = new FeesPage(page);
    await fees.goto();

    // This year's demo batches take turns at states 0 to 3: one waiting for the national level…
    await fees.typeFilter.selectOption('no_admin');
    const waiting = await firstOfYear(fees, THIS_YEAR, /Asociación: validada.*Nacional: sin validar/);
    await fees.tick(waiting).check();
    // …and one already validated nationally: the selection is kept across the filter.
    await fees.typeFilter.selectOption('admin');
    const validated = await firstOfYear(fees, THIS_YEAR, 'Nacional: validada');
    await fees.tick(validated).check();
    await expect(page.locator('.list-selected')).toHaveText('Filas seleccionadas: 2');

    await fees.validateButton.click();
    await expect(fees.dialog).toContainText('La remesa no se ha podido validar.');
    await expect(fees.dialog).toContainText(
      'No puedes seleccionar remesas validadas y no validadas al mismo tiempo',
    );
    await fees.acknowledge();
    await expect(fees.levels(fees.rowById(validated))).toContainText('Nacional: validada');
    await fees.typeFilter.selectOption('no_admin');
    await expect(fees.levels(fees.rowById(waiting))).toContainText('Nacional: sin validar');
  },
);

test(
  'a bulk undo of batches of two years is refused with its message',
  { tag: '@phone' },
  async ({ page }) => {
    const fees = new FeesPage(page);
    await fees.goto();
    await fees.typeFilter.selectOption('admin');
    const older = await firstOfYear(fees, THIS_YEAR - 1, 'Nacional: validada');
    await fees.tick(older).check();
    // The ticks stay across searches.
    const oldest = await firstOfYear(fees, THIS_YEAR - 2, 'Nacional: validada');
    await fees.tick(oldest).check();
    await expect(page.locator('.list-selected')).toHaveText('Filas seleccionadas: 2');

    await fees.unvalidateButton.click();
    await expect(fees.dialog).toContainText('La remesa no se ha podido desvalidar.');
    await expect(fees.dialog).toContainText('No puedes validar dos años diferentes.');
    await fees.acknowledge();
    await expect(fees.levels(fees.rowById(oldest))).toContainText('Nacional: validada');
  },
);

test('a batch nobody validated can be validated, not undone', { tag: '@phone' }, async ({ page }) => {
  // The dojo's own administrator: the one level a batch nobody validated allows is theirs.
  await signInAs(page, DOJO_ADMIN.mail);
  const fees = new FeesPage(page);
  await fees.goto();
  await fees.typeFilter.selectOption('no_dojo');
  const row = fees.rows.first();
  await expect(fees.levels(row)).toContainText('Dojo: sin validar');
  await expect(fees.rows.filter({ hasText: 'Dojo: validada' })).toHaveCount(0);
  const open = Number(await row.getAttribute('data-row-id'));
  await expect(fees.validateButton).toBeDisabled();
  await expect(fees.unvalidateButton).toBeDisabled();
  await fees.tick(open).check();
  await expect(fees.validateButton).toBeEnabled();
  await expect(fees.unvalidateButton).toBeDisabled();
});
