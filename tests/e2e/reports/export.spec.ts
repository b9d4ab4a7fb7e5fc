import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';
import { ReportExportModal } from '../pom/ReportExportModal';
import { ReportPage } from '../pom/ReportPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, ASSOCIATION_ADMIN, signInAs } from '../support/demo';

/** A cell as the table shows it: numbers and booleans as the screen writes them. */
function shownText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}

async function membersReport(report: ReportPage) {
  await report.goto();
  await report.chooseView('Asociados');
  await report.chooseFields(['Nº ACAE', 'Nombre', 'Apellidos', 'Asociación', 'Edad']);
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
  await report.show();
  await expect(report.rows.first()).toBeVisible();
  await report.sortBy('Apellidos');
}

test("an association administrator's export holds their association's rows only, as the table shows them; a failed one says so", async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ASSOCIATION_ADMIN.mail);
  const report = new ReportPage(page);
  await membersReport(report);
  const table = await report.tableTexts();
  const total = await report.total();

  await report.toolbarButton('Exportar').click();
  const exporting = new ReportExportModal(page);
  await expect(exporting.format).toHaveAttribute('data-format', 'xlsx');
  await expect(exporting.format).toContainText(`${total.toLocaleString('es')} filas`);
  await expect(exporting.format).toContainText('Documento.xlsx');
  await expectNoSeriousViolations(page, 'export modal');
  const download = await exporting.download();
  expect(download.suggestedFilename()).toBe('Documento.xlsx');
  await expect(exporting.dialog).toBeHidden();

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.getWorksheet('Documento')!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1).map(shownText)));
  // Header = the table's column labels; then every row in scope, in the table's order.
  expect(rows[0]).toEqual(table.headers);
  expect(rows.length - 1).toBe(total);
  expect(rows.slice(1, 1 + table.rows.length)).toEqual(table.rows);
  // Scoped: the association's numbers (01A…) and one association name, on screen and in the file.
  const numbers = rows.slice(1).map((row) => row[0]);
  expect(numbers.every((number) => number.startsWith('01A'))).toBe(true);
  expect(new Set(rows.slice(1).map((row) => row[3])).size).toBe(1);

  // A failed export says 'Listado erróneo'. The server's refusal (a session ended elsewhere
  // meanwhile would be another) stands in for any failure: the answer is JSON, not a file.
  await page.route('**/v1/listado/custom?excel=true*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"estado":true,"res":{}}' }),
  );
  await report.toolbarButton('Exportar').click();
  await page.keyboard.press('Alt+g');
  const failure = page.getByRole('alertdialog', { name: 'Listado erróneo' });
  await expect(failure).toContainText('Ha habido un problema en el servidor');
  await page.unroute('**/v1/listado/custom?excel=true*');

  // The national administrator's same report holds more than one association.
  await signInAs(page, ADMIN.mail);
  await membersReport(report);
  await expect.poll(() => report.total()).toBeGreaterThan(total);
});
