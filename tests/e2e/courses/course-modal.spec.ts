import { expect, test } from '../support/fixtures';
import { CourseModal } from '../pom/CourseModal';
import { CoursesPage } from '../pom/CoursesPage';
import { DOJO_ADMIN } from '../support/demo';
import { dayFromToday } from './days';

test('alt+g saves a course; a modify sends only what changed; an unvalidated course is deleted', async ({
  page,
}, testInfo) => {
  const courses = new CoursesPage(page);
  const modal = new CourseModal(page);
  const title = `E2E Modificar ${testInfo.project.name} ${Date.now()}`;
  await courses.openAs(DOJO_ADMIN.mail);
  await courses.addButton.click();
  await modal.fill({ title, city: 'Cuenca', details: 'Práctica abierta.' });
  await modal.fillSession(1, { date: dayFromToday(40), description: 'Sesión única' });
  await page.keyboard.press('Alt+KeyG');
  await modal.expectClosed();
  const id = await courses.highlightedId();

  await courses.courseAction(title, 'Modificar');
  await expect(modal.field('Ciudad')).toHaveValue('Cuenca');
  await modal.fill({ city: 'Teruel' });
  const sent = page.waitForRequest((request) => request.postData()?.includes('UpdateCourse') ?? false);
  await modal.saveButton.click();
  expect((await sent).postDataJSON().variables).toEqual({ id, input: { city: 'Teruel' } });
  await modal.expectClosed();
  await expect(courses.rowById(id)).toContainText('Teruel');

  await courses.courseAction(title, 'Eliminar');
  await courses.confirm();
  await expect(courses.dialog).toContainText('Curso eliminado.');
  await expect(courses.row(title)).toHaveCount(0);
});
