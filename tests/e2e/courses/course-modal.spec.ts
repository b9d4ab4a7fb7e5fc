import { expect, test } from '../support/fixtures';
import { CourseModal } from '../pom/CourseModal';
import { CoursesPage } from '../pom/CoursesPage';
import { DOJO_ADMIN, signInAs } from '../support/demo';
import { dayFromToday } from './days';

const REQUIRED_SESSION = 'La fecha y la descripción es obligatoria';

test('the course modal says §5’s messages before sending, and keeps one session at least', async ({
  page,
}) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const courses = new CoursesPage(page);
  const modal = new CourseModal(page);
  await courses.goto();
  await courses.addButton.click();
  await expect(modal.title).toHaveText('Nuevo curso');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('CreateCourse')) sent.push(request.url());
  });

  await modal.saveButton.click();
  await expect(modal.field('Título')).toBeFocused();
  await expect(modal.error('Título')).toHaveText('El título es requerido.');
  await expect(modal.error('Ciudad')).toHaveText('La ciudad es requerida.');
  await expect(modal.error('Detalles')).toHaveText('Debes poner los detalles del curso .');
  await expect(modal.error('Fecha', 1)).toHaveText(REQUIRED_SESSION);
  await expect(modal.error('Descripción', 1)).toHaveText(REQUIRED_SESSION);

  // Typing the clauses turns them on; switched on without text, they are asked for.
  await expect(modal.clausesSwitch).not.toBeChecked();
  await modal.fill({ clauses: 'Acepto las normas del dojo.' });
  await expect(modal.clausesSwitch).toBeChecked();
  await modal.fill({ clauses: '' });
  await modal.saveButton.click();
  await expect(modal.error('Cláusulas')).toHaveText(
    'No has escrito las cláusulas que quieres que se acepten.',
  );

  // A session before today is refused; the only row cannot go; a description holds 80 characters.
  await modal.fillSession(1, { date: dayFromToday(-1), description: 'x'.repeat(90) });
  await expect(modal.sessionField(1, 'Descripción')).toHaveValue('x'.repeat(80));
  await expect(modal.session(1)).toContainText('80/80 caracteres');
  await modal.saveButton.click();
  await expect(modal.error('Fecha', 1)).toHaveText('La fecha de la sesión no puede ser anterior a hoy');
  await expect(modal.removeSession(1)).toBeDisabled();
  await modal.addSession.click();
  await expect(modal.removeSession(1)).toBeEnabled();
  await modal.removeSession(2).click();
  await expect(modal.sessions).toHaveCount(1);
  await expect(modal.removeSession(1)).toBeDisabled();
  expect(sent).toEqual([]);

  // Esc asks before losing what was typed: No keeps it all.
  await page.keyboard.press('Escape');
  await expect(modal.question).toContainText(
    'Hay valores modificados, estás seguro que quieres salir sin aplicar los cambios?',
  );
  await modal.question.getByRole('button', { name: 'No' }).click();
  await expect(modal.field('Cláusulas')).toHaveValue('');
  await page.keyboard.press('Escape');
  await modal.question.getByRole('button', { name: 'Sí' }).click();
  await modal.expectClosed();
});

test('alt+g saves a course; a modify sends only what changed; an unvalidated course is deleted', async ({
  page,
}, testInfo) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const courses = new CoursesPage(page);
  const modal = new CourseModal(page);
  const title = `E2E Modificar ${testInfo.project.name} ${Date.now()}`;
  await courses.goto();
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
