import ExcelJS from 'exceljs';
import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { EnrolmentModal } from '../pom/EnrolmentModal';
import { expectNoSeriousViolations } from '../support/axe';
import { enrolDemoMember, validatedCourseWithClauses } from '../support/coursesApi';
import { DOJO_ADMIN, MEMBER, signInAs } from '../support/demo';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

test('the organising dojo’s administrator marks payment and attendance, exports the list and follows a row’s menu', async ({
  page,
}) => {
  // Merged journeys (issue 28): several screens' worth of steps on a busy machine.
  test.slow();
  const course = await validatedCourseWithClauses(page.request);
  await enrolDemoMember(page.request, course, MEMBER.mail);
  await signInAs(page, DOJO_ADMIN.mail);
  const enrolment = new EnrolmentModal(page);
  await enrolment.open(course);

  await expect(enrolment.counters).toContainText('Pagados: 0 de 1');
  await expect(enrolment.counters).toContainText('Asistidos: 0 de 1');
  await expect(enrolment.counters).toContainText(`${course.event}: 0`);
  await expect(enrolment.searchColumn.locator('option')).toHaveText([
    'Todas las columnas',
    'Num ACAE',
    'Nombre',
    'Apellidos',
    'Dojo',
  ]);
  await enrolment.enrolledOnly.check();
  await expect(enrolment.rows).toHaveCount(1);
  await enrolment.expectNoSidewaysScroll();
  await expectNoSeriousViolations(page, 'enrolment modal (organiser)');

  await enrolment.paid(MEMBER.name).check();
  await enrolment.attended(MEMBER.name).check();
  await expect(enrolment.pending).toHaveText('1 cambio sin guardar');
  // Unticked again, the row equals the server's and is no longer pending.
  await enrolment.attended(MEMBER.name).uncheck();
  await enrolment.paid(MEMBER.name).uncheck();
  await expect(enrolment.pending).toHaveText('');
  await enrolment.paid(MEMBER.name).check();
  await enrolment.attended(MEMBER.name).check();
  await enrolment.save();
  await expect(enrolment.counters).toContainText('Pagados: 1 de 1');
  await expect(enrolment.counters).toContainText('Asistidos: 1 de 1');
  await expect(enrolment.paid(MEMBER.name)).toBeChecked();

  // The list as a file named by the server from the city, the end date's month and its year.
  const download = await enrolment.export('Inscritos (Excel)');
  const end = new Date(`${course.endDate}T00:00:00Z`);
  expect(download.suggestedFilename()).toBe(
    `Inscritos ${course.city} ${MONTHS[end.getUTCMonth()]} ${end.getUTCFullYear()}.xlsx`,
  );
  const file = fs.readFileSync((await download.path())!);
  // An xlsx is a zip (PK) holding the workbook.
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(file.includes(Buffer.from('xl/workbook.xml'))).toBe(true);

  // One session's own attendance and pay, beside the row's: the complete list's column group.
  const [morning] = course.sessions;
  await expect(enrolment.entryPaid(MEMBER.name, course.sessions[1])).toHaveCount(0);
  await enrolment.entryAttended(MEMBER.name, morning).check();
  await enrolment.entryPaid(MEMBER.name, morning).check();
  await enrolment.expectNoSidewaysScroll();
  await enrolment.save();
  await expect(enrolment.entryAttended(MEMBER.name, morning)).toBeChecked();
  await expect(enrolment.entryPaid(MEMBER.name, morning)).toBeChecked();

  const complete = await enrolment.export('Inscritos completo (Excel)');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await complete.path())!);
  const sheet = book.worksheets[0];
  const heading = sheet.getRow(1);
  let group = 0;
  heading.eachCell((cell, column) => {
    if (!group && String(cell.value).endsWith(morning)) group = column;
  });
  expect(group).toBeGreaterThan(0);
  expect([sheet.getCell(2, group).value, sheet.getCell(2, group + 1).value]).toEqual(['Asistido', 'Pagado']);
  const member = sheet.getRows(3, sheet.rowCount - 2)!.find((row) => row.getCell(1).value === '01A0004')!;
  expect([member.getCell(group).value, member.getCell(group + 1).value]).toEqual(['Sí', 'Sí']);

  // The row menu leads to the member's dojo's members and to their record.
  await enrolment.open(course);
  await enrolment.enrolledOnly.check();
  await expect(enrolment.rows).toHaveCount(1);

  const items = await enrolment.rowMenu(MEMBER.name);
  await expect(items).toHaveText(['Ir a la ficha del asociado', 'Ver dojo', 'Buscar asociados de este dojo']);
  await items.filter({ hasText: 'Buscar asociados de este dojo' }).click();
  await expect(page).toHaveURL(/\/es\/app\/asociados\/dojo_[1-9]\d*$/);
  await expect(page.getByText(MEMBER.name.split(' ')[0], { exact: true }).first()).toBeVisible();

  await enrolment.open(course);
  await (await enrolment.rowMenu(MEMBER.name)).filter({ hasText: 'Ir a la ficha del asociado' }).click();
  await expect(page).toHaveURL(/\/es\/app\/asociados\/usuario\/01A0004$/);
});
