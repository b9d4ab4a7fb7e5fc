import { expect, test } from '../support/fixtures';
import { CoursesPage } from '../pom/CoursesPage';
import { EnrolmentModal } from '../pom/EnrolmentModal';
import { expectNoSeriousViolations } from '../support/axe';
import { validatedCourseWithClauses } from '../support/coursesApi';
import { MEMBER } from '../support/demo';

test('a plain member sees the validated courses and their own, and enrols in one by accepting its clauses', async ({
  page,
}) => {
  // Merged journeys (issue 28): several screens' worth of steps on a busy machine.
  test.slow();
  const course = await validatedCourseWithClauses(page.request);
  const courses = new CoursesPage(page);
  await courses.openAs(MEMBER.mail);
  // The validated courses only, none to add, and their own in ‘Mis cursos’.
  await expect(courses.rows.first()).toBeVisible();
  await expect(courses.addButton).toHaveCount(0);
  await expect(courses.rows.filter({ hasText: 'Sin validar' })).toHaveCount(0);
  await courses.myCoursesButton.click();
  await expect(courses.myCourses).toBeVisible();
  // The demo member is enrolled in the demo dojo's running course.
  await expect(courses.myCourseRows.first()).toBeVisible();
  await expect(courses.myCourses.locator('thead th')).toHaveText([
    'Título',
    'Fecha inicio',
    'Fecha fin',
    'Ciudad',
    'Organizador',
  ]);
  await page.keyboard.press('Escape');
  await expect(courses.myCourses).toBeHidden();

  const enrolment = new EnrolmentModal(page);
  await enrolment.open(course);

  // The course: its poster (the template: none was given), its sessions and its event.
  await expect(enrolment.sessions).toHaveCount(3);
  await expect(enrolment.modal).toContainText(course.city);
  // A plain member has no search, counters nor files, and sees only their own row.
  await expect(enrolment.search).toHaveCount(0);
  await expect(enrolment.modal.getByRole('button', { name: 'Inscritos (Excel)' })).toHaveCount(0);
  await expect(enrolment.rows).toHaveCount(1);
  await expect(enrolment.paid(MEMBER.name)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'enrolment modal (member)');

  // The poster enlarged, and Esc closes only it.
  await enrolment.poster.click();
  await expect(page.getByRole('dialog', { name: `Cartel de ${course.title}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Cartel de ${course.title}` })).toHaveCount(0);
  await expect(enrolment.modal).toBeVisible();

  // The clauses are given only through their dialog, by keyboard too: No Acepto (which has the
  // focus) leaves the row as it was and gives the focus back to the box.
  await enrolment.enrol(MEMBER.name).focus();
  await page.keyboard.press('Space');
  await expect(enrolment.dialog).toContainText(course.clauses);
  await page.keyboard.press('Enter');
  await expect(enrolment.dialog).toHaveCount(0);
  await expect(enrolment.enrol(MEMBER.name)).toBeFocused();
  await expect(enrolment.enrol(MEMBER.name)).not.toBeChecked();
  await expect(enrolment.clauses(MEMBER.name)).not.toBeChecked();

  await enrolment.session(MEMBER.name, course.sessions[1]).click();
  await enrolment.answerClauses('Acepto');
  await expect(enrolment.enrol(MEMBER.name)).toBeChecked();
  await expect(enrolment.clauses(MEMBER.name)).toBeChecked();
  await expect(enrolment.session(MEMBER.name, course.sessions[0])).not.toBeChecked();
  await enrolment.eventMore(MEMBER.name, course.event).click();
  await enrolment.eventMore(MEMBER.name, course.event).click();
  await expect(enrolment.eventCount(MEMBER.name, course.event)).toHaveText('2');
  await expect(enrolment.pending).toHaveText('1 cambio sin guardar');
  await enrolment.save();

  // Saved: the same after closing and opening again, and the calendar link is offered.
  await enrolment.closeButton.click();
  await expect(enrolment.modal).toHaveCount(0);
  await enrolment.open(course);
  await expect(enrolment.enrol(MEMBER.name)).toBeChecked();
  await expect(enrolment.session(MEMBER.name, course.sessions[1])).toBeChecked();
  await expect(enrolment.eventCount(MEMBER.name, course.event)).toHaveText('2');
  await expect(enrolment.calendarLink).toHaveValue(/\/calendario\/.+\.ics/);
  const feed = await page.request.get(await enrolment.calendarLink.inputValue());
  expect(await feed.text()).toContain(course.title);

  // Closing with changes asks; Cancelar keeps the modal and the change, Descartar leaves.
  await enrolment.session(MEMBER.name, course.sessions[0]).click();
  await enrolment.closeButton.click();
  await enrolment.dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(enrolment.session(MEMBER.name, course.sessions[0])).toBeChecked();
  await page.keyboard.press('Escape');
  await enrolment.dialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(enrolment.modal).toHaveCount(0);
});
