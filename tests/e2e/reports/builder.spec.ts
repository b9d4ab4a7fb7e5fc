import { expect, test } from '../support/fixtures';
import { ReportPage } from '../pom/ReportPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN } from '../support/demo';

test('a members report with two filter groups: shown, sorted, paged, grouped as a chart, and opened again from its address', async ({
  page,
  context,
}) => {
  test.slow();
  const report = new ReportPage(page);
  await report.openAs(ADMIN.mail);
  // The national administrator's default template opens the members view with its fields.
  await expect(report.views.getByRole('button', { name: 'Asociados' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await report.chooseView('Dojos');
  await report.chooseView('Asociados');
  await expect(report.hint).toHaveText('Selecciona al menos un campo');
  // Nothing to show, save or export without a field.
  for (const name of ['Mostrar resultados', 'Guardar como plantilla', 'Exportar'])
    await expect(report.toolbarButton(name)).toBeDisabled();
  await expectNoSeriousViolations(page, 'report builder');
  for (const name of ['Campos', 'Agregaciones', 'Filtros']) {
    await report.toolbarButton(name).click();
    await expect(report.modal(name)).toBeVisible();
    await expectNoSeriousViolations(page, `${name} modal`);
    await page.keyboard.press('Escape');
    await expect(report.modal(name)).toBeHidden();
  }

  await report.chooseFields(['Nombre', 'Apellidos', 'Edad', 'Dojo']);
  await expect(report.hint).toHaveText('Pulsa sobre mostrar resultados');
  // (edad >= 60) O (adulto = No O edad = 30): a group of two conditions joined by O.
  await report.addFilterGroups('O', [
    { connector: 'Y', conditions: [['Edad', '>=', '60']] },
    {
      connector: 'O',
      conditions: [
        ['Adulto', '=', 'No'],
        ['Edad', '=', '30'],
      ],
    },
  ]);
  await expect(report.toolbarButton('Filtros')).toHaveText('Filtros (3)');
  await report.show();
  // Columns come in the catalogue's order, whatever the order of the ticks.
  await expect
    .poll(async () => (await report.tableTexts()).headers)
    .toEqual(['Nombre', 'Apellidos', 'Dojo', 'Edad']);
  const ages = async () => (await report.tableTexts()).rows.map((row) => Number(row[3]));
  for (const age of await ages()) expect(age >= 60 || age < 18 || age === 30).toBe(true);
  const total = await report.total();
  expect(total).toBeGreaterThan(15);

  await report.sortBy('Edad');
  await report.sortBy('Edad');
  const descending = await ages();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await report.goToPage('Siguiente');
  await expect(page.locator('.report-results .pager [aria-current="page"]')).toHaveText('2');
  const second = await ages();
  expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...descending));

  // The address holds the whole report: another tab opens it as it is.
  const address = page.url();
  const other = await context.newPage();
  await other.goto(address);
  const again = new ReportPage(other);
  await expect(again.toolbarButton('Filtros')).toHaveText('Filtros (3)');
  await expect(other.locator('.report-results .pager [aria-current="page"]')).toHaveText('2');
  const shown = (await report.tableTexts()).rows;
  await expect.poll(async () => (await again.tableTexts()).rows).toEqual(shown);
  await other.close();

  // Members per dojo, as a chart beside the table.
  await report.chooseGroupings(['Dojo']);
  await expect(report.toolbarButton('Campos')).toHaveText('Campos (0)');
  await report.chooseFields(['Media de Edad']);
  await report.show();
  await expect
    .poll(async () => (await report.tableTexts()).headers)
    .toEqual(['Dojo', 'Media de Edad', 'Número']);
  await page.getByRole('button', { name: 'Ver gráfico' }).click();
  const chart = page.getByRole('img', { name: /^Gráfico de barras: Número por Dojo/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(await report.rows.count());
  await expectNoSeriousViolations(page, 'report builder with a chart');

  // Another view starts from nothing: fields, filters, groupings, paging and order.
  await report.chooseView('Cursos');
  await expect(report.toolbarButton('Campos')).toHaveText('Campos (0)');
  await expect(report.toolbarButton('Filtros')).toHaveText('Filtros (0)');
  await expect(report.toolbarButton('Agregaciones')).toHaveText('Agregaciones (0)');
  await expect(page.locator('.report-results')).toHaveCount(0);
  await expect(report.hint).toHaveText('Selecciona al menos un campo');
});
