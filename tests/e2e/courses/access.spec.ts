import { expect, test } from '../support/fixtures';
import { CourseModal } from '../pom/CourseModal';
import { CoursesPage } from '../pom/CoursesPage';
import { expectNoSeriousViolations } from '../support/axe';
import { DOJO_ADMIN, MEMBER, signInAs } from '../support/demo';

/** The page is no wider than the window (a string: the journeys are compiled without the DOM). */
const NO_SIDEWAYS_SCROLL = 'document.documentElement.scrollWidth <= window.innerWidth';

for (const idReg of ['999999', 'abc']) {
  test(`an unknown course in the route (${idReg}) goes to the list route`, async ({ page }) => {
    await signInAs(page, DOJO_ADMIN.mail);
    await page.goto(`/es/app/cursos/${idReg}`);
    await expect(page).toHaveURL('/es/app/cursos');
    await expect(new CoursesPage(page).rows.first()).toBeVisible();
  });
}

test('a plain member sees the validated courses, adds none, and opens ‘Mis cursos’', async ({ page }) => {
  await signInAs(page, MEMBER.mail);
  const courses = new CoursesPage(page);
  await courses.goto();
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
});

test(
  'the course list, the course modal and ‘Mis cursos’ have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    // Several axe-core scans of whole pages, seconds each while both workers are busy.
    test.slow();
    await signInAs(page, DOJO_ADMIN.mail);
    const courses = new CoursesPage(page);
    const modal = new CourseModal(page);
    await courses.goto();
    await expect(courses.rows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'course list');
    await expect.poll(() => page.evaluate<boolean>(NO_SIDEWAYS_SCROLL)).toBe(true);

    await courses.addButton.click();
    await expect(modal.title).toHaveText('Nuevo curso');
    await modal.addSession.click();
    await expectNoSeriousViolations(page, 'new course');
    await modal.saveButton.click();
    await expect(modal.error('Título')).toHaveText('El título es requerido.');
    await expectNoSeriousViolations(page, 'new course with errors');
    await expect.poll(() => page.evaluate<boolean>(NO_SIDEWAYS_SCROLL)).toBe(true);
    const body = modal.root.locator('.edit-modal-body');
    await expect.poll(() => body.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await modal.question.getByRole('button', { name: 'Sí' }).click();
    await modal.expectClosed();

    await courses.myCoursesButton.click();
    await expect(courses.myCourseRows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'my courses');
  },
);
