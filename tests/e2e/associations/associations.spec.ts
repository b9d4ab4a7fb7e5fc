import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ListPage } from '../pom/ListPage';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, signInAs } from '../support/demo';

/** A name and a serie no other run uses (projects run side by side, retries run again). */
function unique(info: TestInfo) {
  const stamp = Date.now() + info.workerIndex * 7 + info.retry * 13;
  const letter = String.fromCharCode(72 + (Math.floor(stamp / 100) % 18)); // H..Y: the demo uses A..E
  return { name: `Asociación prueba ${stamp}`, serie: `${String(stamp % 100).padStart(2, '0')}${letter}` };
}

async function openAssociations(page: Page, mail: string) {
  await signInAs(page, mail, { at: '/es/app/asociaciones' });
  const list = new ListPage(page);
  await expect(list.heading).toHaveText('Asociaciones');
  await expect(list.rows.first()).toBeVisible();
  return list;
}

test('the global administrator creates, edits and deletes an association', async ({ page }, info) => {
  const { name, serie } = unique(info);
  const list = await openAssociations(page, ADMIN.mail);

  // alt+n opens the new-record modal for the global administrator.
  await page.keyboard.press('Alt+n');
  await expect(list.modal.getByRole('heading')).toHaveText('Nueva asociación');
  await list.modalField('Nombre').fill(name);

  // A serie in use is refused by the server, under its field.
  await list.modalField('Serie').fill('01A');
  await page.keyboard.press('Alt+g');
  await expect(list.fieldError('Serie')).toHaveText('Ya existe una asociación con esa serie.');

  await list.modalField('Serie').fill(serie);
  await list.modalField('Zona').fill('Zona de pruebas');
  await page.keyboard.press('Alt+g');
  await expect(list.modal).toBeHidden();
  // The saved row is on screen and highlighted.
  await expect(list.highlightedRow).toContainText(name);
  await expect(list.highlightedRow).toContainText(serie);
  await expect(list.highlightedRow).toBeInViewport();
  await expect(page).toHaveURL(/\/es\/app\/asociaciones$/);

  // Leaving a modified form asks first; No keeps the form, Sí leaves without saving.
  await list.rowAction(name, 'Editar');
  await expect(list.modalField('Nombre')).toHaveValue(name);
  await list.modalField('Zona').fill('Otra zona');
  await page.keyboard.press('Escape');
  await expect(list.dialog).toContainText(
    'Hay valores modificados, estás seguro que quieres salir sin aplicar los cambios?',
  );
  // alt+g belongs to the dialog in front: pressed on the question it saves nothing.
  await page.keyboard.press('Alt+g');
  await list.dialog.getByRole('button', { name: 'No' }).click();
  await expect(list.modalField('Zona')).toHaveValue('Otra zona');
  await list.modal.getByRole('button', { name: 'Cancelar' }).click();
  await list.dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(list.modal).toBeHidden();
  await expect(list.row(name)).toContainText('Zona de pruebas');

  // An unmodified form closes without a question.
  await list.rowAction(name, 'Editar');
  await expect(list.modalField('Nombre')).toHaveValue(name);
  await page.keyboard.press('Escape');
  await expect(list.modal).toBeHidden();
  await expect(list.dialog).toBeHidden();

  // Deleting asks, then shows the success for 1.5 s and the list reloads without the row.
  await list.rowAction(name, 'Eliminar');
  await expect(list.dialog).toContainText(name);
  await list.dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(list.dialog).toContainText('Asociación eliminada.');
  await expect(list.dialog).toBeHidden();
  await expect(list.row(name)).toHaveCount(0);
});

test('an association with dojos cannot be deleted, and says why', async ({ page }) => {
  const list = await openAssociations(page, ADMIN.mail);
  const name = 'Asociación Cultural de Aikido Centro';
  await list.rowAction(name, 'Eliminar');
  await list.dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(list.dialog.getByRole('heading')).toHaveText('La asociación no se puede eliminar.');
  await expect(list.dialog).toContainText(
    'La asociación tiene dojos asignados, por lo que no puede ser eliminada',
  );
  await list.dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(list.row(name)).toHaveCount(1);
});

test('the association administrator edits only their own association and cannot add one', async ({
  page,
}) => {
  const list = await openAssociations(page, ASSOCIATION_ADMIN.mail);
  await expect(page.getByRole('button', { name: 'Añadir asociación' })).toHaveCount(0);
  await page.keyboard.press('Alt+n');
  await expect(list.modal).toHaveCount(0);
  await list.expectRowMenu('Asociación Cultural de Aikido Centro', ['Editar', 'Ver dojos', 'Eliminar']);
  await list.expectRowMenu('Asociación Aikikai del Norte', ['Ver dojos']);
});

test('a dojo administrator may only look at the dojos of each association', async ({ page }) => {
  const list = await openAssociations(page, DOJO_ADMIN.mail);
  await list.expectRowMenu('Asociación Cultural de Aikido Centro', ['Ver dojos']);
  await list.rowAction('Asociación Aikikai del Norte', 'Ver dojos');
  await expect(page).toHaveURL(/\/es\/app\/dojos\/asoc_\d+$/);
});

test('sorting, search and the route idReg', async ({ page }) => {
  const list = await openAssociations(page, ADMIN.mail);
  const series = async () => (await list.column(2)).map((cell) => cell.replace(/^Serie\s*/, ''));
  const initial = await series();
  if (await list.isPhone()) {
    await list.sortBy('Serie', 'serie', false);
  } else {
    await list.sortButton('Serie').click();
    await expect(list.header('Serie')).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect.poll(series).toEqual([...initial].sort());
  if (await list.isPhone()) {
    await list.sortBy('Serie', 'serie', true);
  } else {
    // A second click on the same column sorts descending.
    await list.sortButton('Serie').click();
    await expect(list.header('Serie')).toHaveAttribute('aria-sort', 'descending');
  }
  await expect.poll(series).toEqual([...initial].sort().reverse());

  // Accent- and case-insensitive search, debounced, on the first page.
  await list.search.fill('atlantica');
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows.first()).toContainText('Asociación Atlántica de Aikido');
  await list.search.fill('');
  await expect(list.rows).not.toHaveCount(1);

  // /asociaciones/{idReg} highlights that association; a non-numeric idReg is 0 (none).
  await page.goto('/es/app/asociaciones/1');
  await expect(list.highlightedRow).toHaveCount(1);
  await page.goto('/es/app/asociaciones/abc');
  await expect(list.rows.first()).toBeVisible();
  await expect(list.highlightedRow).toHaveCount(0);
});
