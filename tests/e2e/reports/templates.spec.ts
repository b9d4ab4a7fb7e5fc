import { expect, test } from '../support/fixtures';
import { ReportPage } from '../pom/ReportPage';
import { ReportTemplatesModal } from '../pom/ReportTemplatesModal';
import { expectNoSeriousViolations } from '../support/axe';
import { ASSOCIATION_ADMIN } from '../support/demo';

// The association administrator has no demo templates: what this journey saves as default is
// the only default they have, and it is deleted at the end so that later journeys of the worker
// open on an empty builder as before.
test('a members report with two filter groups, saved as the default template, opens again, is duplicated and renamed', async ({
  page,
}) => {
  test.slow();
  const report = new ReportPage(page);
  const templates = new ReportTemplatesModal(page);
  await report.openAs(ASSOCIATION_ADMIN.mail);
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
  await expect(templates.addDialog).toBeVisible();
  await expectNoSeriousViolations(page, 'add-template modal');
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
  await expectNoSeriousViolations(page, 'templates modal');
  await templates.act('Socios por edad - Copia', 'Editar');
  await expect(templates.editedRow).toBeVisible();
  await expectNoSeriousViolations(page, 'templates modal, a row edited');
  await templates.editedRow.getByRole('button', { name: 'Cancelar' }).click();
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
