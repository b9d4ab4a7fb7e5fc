import { expect, test } from '../support/fixtures';
import { CourseModal } from '../pom/CourseModal';
import { CoursesPage } from '../pom/CoursesPage';
import { expectNoSeriousViolations } from '../support/axe';
import { DOJO_ADMIN, signInAs } from '../support/demo';

/** The page is no wider than the window (a string: the journeys are compiled without the DOM). */
const NO_SIDEWAYS_SCROLL = 'document.documentElement.scrollWidth <= window.innerWidth';

test('an unknown course in the route, or one that is no number, goes to the list route', async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail, { at: '/es/app/cursos/999999' });
  await expect(page).toHaveURL('/es/app/cursos');
  await expect(new CoursesPage(page).rows.first()).toBeVisible();
  await page.goto('/es/app/cursos/abc');
  await expect(page).toHaveURL('/es/app/cursos');
  await expect(new CoursesPage(page).rows.first()).toBeVisible();
});

test('the course list, the course modal and ‘Mis cursos’ have no serious accessibility violations', async ({
  page,
}) => {
  // Several axe-core scans of whole pages, seconds each while both workers are busy.
  test.slow();
  const courses = new CoursesPage(page);
  const modal = new CourseModal(page);
  await courses.openAs(DOJO_ADMIN.mail);
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
});
