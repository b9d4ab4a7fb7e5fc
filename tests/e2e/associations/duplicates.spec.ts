import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ListPage } from '../pom/ListPage';
import { ADMIN, signInAs } from '../support/demo';

// Association 1 of the demo federation: its name and its series are taken.
const CENTRO = { name: 'Asociación Cultural de Aikido Centro', serie: '01A' };

/** Leaves the field as a person does, with Tab: that is when it is checked. */
async function leave(field: Locator) {
  await field.press('Tab');
}

type Conflicts = {
  data: { associationConflicts: { nameTakenBy: number | null; seriesTakenBy: number | null } };
};

/** The next answer to a name or serie question, as the screen receives it. */
function conflictsAnswer(page: Page) {
  return page
    .waitForResponse(
      (response) => response.request().postDataJSON()?.operationName === 'AssociationConflicts',
    )
    .then((response) => response.json() as Promise<Conflicts>);
}

test('a taken name or serie is said on leaving the field, before any save', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  await page.goto('/es/app/asociaciones');
  const list = new ListPage(page);
  await expect(list.rows.first()).toBeVisible();
  await page.getByRole('button', { name: 'Añadir asociación' }).click();
  await expect(list.modal.getByRole('heading')).toHaveText('Nueva asociación');

  // Case and accents do not make a name another one.
  const name = list.modalField('Nombre');
  await name.fill('asociacion cultural de aikido CENTRO');
  await leave(name);
  await expect(list.fieldError('Nombre')).toHaveText('Ya existe una asociación con ese nombre.');
  await expect(name).toHaveAccessibleDescription('Ya existe una asociación con ese nombre.');

  const serie = list.modalField('Serie');
  await serie.fill(CENTRO.serie);
  await leave(serie);
  await expect(list.fieldError('Serie')).toHaveText('Ya existe una asociación con esa serie.');

  // A free value clears the message when the field is left again. Nothing was saved meanwhile.
  // (The message goes at once on leaving; waiting for the answer proves it does not come back.)
  await name.fill(`${CENTRO.name} ${Date.now()}`);
  const freeName = conflictsAnswer(page);
  await leave(name);
  expect((await freeName).data.associationConflicts.nameTakenBy).toBeNull();
  await expect(list.fieldError('Nombre')).toHaveCount(0);
  // Z is no demo series nor one the other association journeys create (H to Y).
  await serie.fill('99Z');
  const freeSerie = conflictsAnswer(page);
  await leave(serie);
  expect((await freeSerie).data.associationConflicts.seriesTakenBy).toBeNull();
  await expect(list.fieldError('Serie')).toHaveCount(0);
  await expect(list.modal.getByRole('heading')).toHaveText('Nueva asociación');

  await list.modal.getByRole('button', { name: 'Cancelar' }).click();
  await list.dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(list.modal).toBeHidden();
});

test('an association’s own name and serie are not duplicates of itself', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  await page.goto('/es/app/asociaciones');
  const list = new ListPage(page);
  await list.rowAction(CENTRO.name, 'Editar');
  const name = list.modalField('Nombre');
  await expect(name).toHaveValue(CENTRO.name);
  // The questions leave the association itself out: its own name and serie are free for it.
  const ownName = conflictsAnswer(page);
  await leave(name);
  expect((await ownName).data.associationConflicts.nameTakenBy).toBeNull();
  const serie = list.modalField('Serie');
  await serie.focus();
  const ownSerie = conflictsAnswer(page);
  await leave(serie);
  expect((await ownSerie).data.associationConflicts.seriesTakenBy).toBeNull();
  await expect(list.fieldError('Nombre')).toHaveCount(0);
  await expect(list.fieldError('Serie')).toHaveCount(0);

  // Another association's serie is not.
  await serie.fill('02B');
  await leave(serie);
  await expect(list.fieldError('Serie')).toHaveText('Ya existe una asociación con esa serie.');
});
