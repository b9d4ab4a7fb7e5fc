import { expect, test } from '../support/fixtures';
import { ReportPage } from '../pom/ReportPage';
import { ReportTemplatesModal } from '../pom/ReportTemplatesModal';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, ASSOCIATION_ADMIN, signInAs } from '../support/demo';

// The association administrator has no demo templates: what this journey saves as default is
// the only default they have, and it is deleted at the end so that later journeys of the worker
// open on an empty builder as before.
test('a members report with two filter groups, saved as the default template, opens again, is duplicated and renamed', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ASSOCIATION_ADMIN.mail);
  const report = new ReportPage(page);
  const templates = new ReportTemplatesModal(page);
  await report.goto();
  await report.chooseView('Asociados');
  await report.chooseFields(['Nombre', 'Apellidos', 'Dojo', 'Edad']);
  // (edad >= 18 Y adulto = Sí) O (edad < 14): two groups joined by O.
  await report.addFilterGroups('O', [
    {
      connector: 'Y',
      conditions: [
        ['Edad', '>=', '18'],
        ['Adulto', '=', 'Sí'],
      ],
    },
    { connector: 'Y', conditions: [['Edad', '<', '14']] },
  ]);
  await expect(report.toolbarButton('Filtros')).toHaveText('Filtros (3)');
  await report.show();
  await expect(report.rows.first()).toBeVisible();
  await report.sortBy('Apellidos');
  await report.sortBy('Apellidos');
  const shown = await report.tableTexts();

  await report.toolbarButton('Guardar como plantilla').click();
  await templates.add({ name: 'Socios por edad', description: 'Adultos y menores de 14', isDefault: true });
  await expect(templates.addDialog).toBeHidden();

  // Opening the screen again (no configuration in the address) loads the default template.
  await page.goto('/es/app/listado');
  await expect(report.toolbarButton('Campos')).toHaveText('Campos (4)');
  await expect(report.toolbarButton('Filtros')).toHaveText('Filtros (3)');
  await report.show();
  await expect(report.rows.first()).toBeVisible();

  await report.toolbarButton('Cargar plantilla').click();
  await expect(templates.dialog).toBeVisible();
  await expect(templates.row('Socios por edad')).toContainText('Sí');
  await templates.act('Socios por edad', 'Duplicar');
  const copy = templates.row('Socios por edad - Copia');
  await expect(copy).toContainText('No');
  await templates.rename('Socios por edad - Copia', { name: 'Socios (copia renombrada)' });
  await expect(templates.row('Socios (copia renombrada)')).toHaveAttribute('data-state', 'normal');
  await templates.act('Socios (copia renombrada)', 'Cargar');
  await expect(templates.dialog).toBeHidden();
  await report.show();
  await expect.poll(async () => (await report.tableTexts()).rows.slice(0, 1)).toEqual(shown.rows.slice(0, 1));

  // Tidy: the worker's later journeys open on an empty builder as before.
  await report.toolbarButton('Cargar plantilla').click();
  for (const name of ['Socios (copia renombrada)', 'Socios por edad']) {
    await templates.act(name, 'Eliminar');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí' }).click();
    await expect(templates.row(name)).toHaveCount(0);
  }
});

test("the template rules' messages, alt+g and Esc in the modals, and no serious accessibility violation", async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ASSOCIATION_ADMIN.mail);
  const report = new ReportPage(page);
  const templates = new ReportTemplatesModal(page);
  await report.goto();
  await report.chooseView('Asociados');
  await report.chooseFields(['Nombre', 'Dojo']);

  await report.toolbarButton('Guardar como plantilla').click();
  const add = templates.addDialog;
  await expect(add.getByLabel('Nombre')).toHaveValue('Nueva plantilla');
  await expectNoSeriousViolations(page, 'add-template modal');
  await add.getByLabel('Nombre').fill('');
  await page.keyboard.press('Alt+g');
  await expect(add).toContainText('El nombre es requerido.');
  await add.getByLabel('Nombre').fill('n'.repeat(51));
  await page.keyboard.press('Alt+g');
  await expect(add).toContainText('El campo no puede superar 50 caracteres.');
  await add.getByLabel('Nombre').fill('Nombres');
  await page.keyboard.press('Alt+g');
  await expect(add).toBeHidden();

  await report.toolbarButton('Guardar como plantilla').click();
  await templates.add({ name: 'Nombres' });
  await expect(add).toContainText('Ya existe una plantilla con ese nombre.');
  // A modified form asks before Esc closes it.
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí' }).click();
  await expect(add).toBeHidden();

  await report.toolbarButton('Cargar plantilla').click();
  await expect(templates.row('Nombres')).toBeVisible();
  await expectNoSeriousViolations(page, 'templates modal');
  await templates.act('Nombres', 'Editar');
  await templates.editedRow.getByRole('textbox', { name: 'Nombre' }).fill('');
  await page.keyboard.press('Alt+g');
  await expect(templates.editedRow).toContainText('El nombre es requerido.');
  await expectNoSeriousViolations(page, 'templates modal, a row edited');
  await templates.editedRow.getByRole('button', { name: 'Cancelar' }).click();
  await expect(templates.row('Nombres')).toHaveAttribute('data-state', 'normal');
  await templates.act('Nombres', 'Eliminar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí' }).click();
  await expect(templates.row('Nombres')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(templates.dialog).toBeHidden();
});

// The national administrator has a default template: an unknown id must not quietly open it.
test('an unknown template in the address says so and leaves the builder empty', async ({ page }) => {
  await signInAs(page, ADMIN.mail);
  await page.goto('/es/app/listado/999999');
  await expect(page.getByRole('alertdialog', { name: 'No se ha encontrado la plantilla' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Selecciona una vista')).toBeVisible();
});
