import { expect, test } from '../support/fixtures';
import { GradesPage } from '../pom/GradesPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';

test('the national administrator validates a pending dan grade and downloads the documentation for the technical commission', async ({
  page,
}) => {
  const grades = new GradesPage(page);
  await signInAs(page, ADMIN.mail, { at: grades.url() });
  await grades.expectOpen();
  await expect(grades.rows.first()).toBeVisible();
  await expectNoSeriousViolations(page, 'grade list');

  // The demo always holds some pending dan requests; searching narrows the list to 2º Dan, a belt
  // above valor 0 (1º Dan, Shodan, is valor 0 and names its validator).
  await grades.search.fill('Nidan');
  const row = grades.pendingRows.filter({ hasText: 'Nidan' }).first();
  await expect(row).toBeVisible();
  const id = await row.getAttribute('data-row-id');
  const shown = grades.rows.and(page.locator(`[data-row-id="${id}"]`));
  await expect(grades.cell(shown, 'Estado')).toHaveText('Pendiente');
  await expect(grades.cell(shown, 'Validado por')).toHaveText('Administradores de ACAE');
  await grades.entryAction(shown, 'Validar');
  await expect(grades.cell(shown, 'Estado')).toHaveText('Regulado');
  await expect(shown).not.toHaveClass(/grade-row--pending/);
  // Above valor 0 the column names the federation's administrators, whoever validated it.
  await expect(grades.cell(shown, 'Validado por')).toHaveText('Administradores de ACAE');
  // Validated: no longer deletable, the undo offered instead.
  await shown.locator('.row-menu-button').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Desvalidar', exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Eliminar', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Its own route shows it highlighted, on the page gradeEntryPosition names.
  await grades.goto(Number(id));
  await expect(grades.highlightedRow).toHaveAttribute('data-row-id', id!);

  // A pending title goes after the question of part 2 §5.
  await grades.search.fill('Fukushidoin');
  const title = grades.entry('Javier Muñoz Arrieta', 'Fukushidoin');
  await expect(grades.cell(title, 'Estado')).toHaveText('Pendiente');
  await grades.entryAction(title, 'Eliminar');
  await expect(grades.dialog).toContainText('Seguro que quieres eliminar el grado/título?');
  await grades.dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(grades.dialog).toContainText('Título eliminado.');
  await expect(title).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await grades.downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('documentacion-danes.xlsx');

  // A server that fails: part 2 §8's dialog.
  await page.route('**/v1/grados/descargar_doc_danes*', (route) => route.fulfill({ status: 500, body: '' }));
  await grades.downloadButton.click();
  await expect(grades.dialog).toContainText('Listado erróneo');
  await expect(grades.dialog).toContainText('Ha habido un problema en el servidor');
});
