import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { CourseModal } from '../pom/CourseModal';
import { CoursesPage } from '../pom/CoursesPage';
import { ADMIN, DOJO_ADMIN } from '../support/demo';
import { photoLikeJpeg } from '../support/photo';
import { dayFromToday } from './days';

test('a dojo administrator creates a course with two sessions, an event and a poster; the national administrator validates it', async ({
  page,
}, testInfo) => {
  // It draws a photo, crops and uploads a poster, and signs in twice.
  test.slow();
  const courses = new CoursesPage(page);
  const modal = new CourseModal(page);
  const title = `E2E Curso ${testInfo.project.name} ${Date.now()}`;
  const day = dayFromToday(30);
  const photo = await photoLikeJpeg(900, 1200, 21);

  await courses.openAs(DOJO_ADMIN.mail);
  await expect(courses.rows.first()).toBeVisible();
  // alt+n opens a new course, with one session from 00:00 to 23:00.
  await page.keyboard.press('Alt+KeyN');
  await expect(modal.title).toHaveText('Nuevo curso');
  await expect(modal.sessions).toHaveCount(1);
  await expect(modal.sessionField(1, 'Hora de inicio')).toHaveValue('00:00');
  await expect(modal.sessionField(1, 'Hora de fin')).toHaveValue('23:00');
  await expect(modal.posterPreview).toHaveAttribute('src', '/curso/template-cursos.png');

  await modal.fill({
    title,
    city: 'Alcalá de Henares',
    details: 'Seminario de fin de semana para todos los grados.',
  });
  await modal.pickPoster({ name: 'cartel.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(modal.cropDialog).toBeVisible();
  await modal.cropDialog.getByRole('button', { name: 'Usar imagen' }).click();
  await expect(modal.cropDialog).toBeHidden();
  await expect(modal.posterPreview).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Two sessions and an event; each new row starts on the last row's day.
  await modal.fillSession(1, { date: day, start: '10:00', end: '13:00', description: 'Sesión de mañana' });
  await modal.addSession.click();
  await expect(modal.sessionField(2, 'Fecha')).toHaveValue(day);
  await expect(modal.sessionField(2, 'Hora de inicio')).toHaveValue('00:00');
  await modal.fillSession(2, { start: '17:00', end: '19:30', description: 'Sesión de tarde' });
  await modal.addSession.click();
  await modal.fillSession(3, {
    start: '21:00',
    end: '23:00',
    description: 'Cena del curso',
    kind: 'Evento',
  });
  const sent = page.waitForRequest((request) => request.postData()?.includes('CreateCourse') ?? false);
  await modal.saveButton.click();
  const poster: string = (await sent).postDataJSON().variables.input.image;
  const posterBytes = Buffer.from(poster.slice(poster.indexOf(',') + 1), 'base64');
  expect(await sharp(posterBytes).metadata()).toMatchObject({ format: 'png', width: 1240, height: 1754 });

  // Saved unvalidated: shown highlighted, its managers may still change or delete it. Not
  // announced yet, it is not shown as upcoming (part 2 §4).
  await modal.expectClosed();
  const id = await courses.highlightedId();
  const row = courses.rowById(id);
  await expect(row).toContainText(title);
  await expect(courses.cell(row, 'Estado')).toHaveText('Sin validar');
  await courses.expectActions(title, ['Modificar', 'Inscripción', 'Eliminar']);

  // The stored course: its three rows by date and time, its poster served as a portrait PNG.
  await courses.courseAction(title, 'Modificar');
  await expect(modal.title).toHaveText('Modificar curso');
  await expect(modal.sessions).toHaveCount(3);
  await expect(modal.sessionField(3, 'Descripción')).toHaveValue('Cena del curso');
  await expect(modal.sessionField(3, 'Tipo')).toHaveValue('E');
  await expect(modal.posterPreview).toHaveAttribute('src', /^\/curso\/[\w.-]+$/);
  const src = (await modal.posterPreview.getAttribute('src'))!;
  expect(src).not.toBe('/curso/template-cursos.png');
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  const size = await sharp(await served.body()).metadata();
  expect(size.width! / size.height!).toBeCloseTo(210 / 297, 2);
  await modal.cancelButton.click();
  await modal.expectClosed();

  // The national administrator validates it from the row menu.
  await courses.openAs(ADMIN.mail, id);
  await expect(courses.rowById(id)).toHaveAttribute('aria-current', 'true');
  await courses.expectActions(title, ['Modificar', 'Validar', 'Inscripción', 'Ver dojo', 'Eliminar']);
  await courses.courseAction(title, 'Validar');
  await expect(courses.dialog).toContainText('Curso validado.');
  await expect(courses.cell(courses.rowById(id), 'Estado')).toContainText('Validado');
  await expect(courses.cell(courses.rowById(id), 'Estado')).toContainText('Próximamente');
  // Validated: neither modified nor deleted any more, by anyone; still read whole in 'Ver'.
  await courses.expectActions(title, ['Ver', 'Desvalidar', 'Inscripción', 'Ver dojo']);
  await courses.courseAction(title, 'Ver');
  await expect(modal.title).toHaveText('Ver curso');
  await expect(modal.field('Ciudad')).toHaveValue('Alcalá de Henares');
  await expect(modal.sessions).toHaveCount(3);
  await expect(modal.saveButton).toHaveCount(0);
  await expect(modal.root.getByRole('button', { name: 'Desvalidar curso' })).toBeVisible();
  await page.keyboard.press('Escape');
  await modal.expectClosed();

  await courses.openAs(DOJO_ADMIN.mail, id);
  await expect(courses.rowById(id)).toHaveAttribute('aria-current', 'true');
  const offered = await courses.openActions(title);
  await expect(offered.first()).toBeVisible();
  await expect(offered.filter({ hasText: /^(Modificar|Eliminar)$/ })).toHaveCount(0);
});
