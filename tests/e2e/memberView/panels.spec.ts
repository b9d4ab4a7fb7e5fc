import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { MemberViewPage } from '../pom/MemberViewPage';
import { courseSessions, SAVE_CHANGES, validatedCourseWithClauses } from '../support/coursesApi';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';
import { adminToken, call, createMember, createValidatedMember } from '../support/membersApi';

test("a new member reads §8's empty states, downloads everything held about them, then finds their course; the national administrator reads another's empty states said of the member and erases them", async ({
  page,
  request,
}) => {
  test.slow();
  const member = await createValidatedMember(request);
  // Of another association than the demo accounts': the other journeys of this worker list and
  // report on association 1's members by their numbers, which an erased member no longer has.
  const erased = await createMember(request, `Borrar${Date.now() % 100000}`, undefined, 2);
  const view = new MemberViewPage(page);

  // Their own view: §8's texts, word for word.
  await signInAs(page, member.mail, { at: view.url(member.memberNumber), password: 'tenkan2025' });
  await view.expectOpen();
  await expect(view.currentGrade).toHaveText('No tienes grados regulados');
  await expect(view.currentTitle).toHaveText('No tienes titulos regulados');
  await expect(view.panel('Mis cursos')).toContainText('No tienes cursos');

  // Everything held about them, as JSON and as a PDF; no erasure on offer to them.
  const panel = view.panel('Datos personales');
  await expect(panel.getByRole('button', { name: 'Borrar datos personales' })).toHaveCount(0);
  const json = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar datos (JSON)' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe(`datos-personales-${member.id}.json`);
  const data = JSON.parse(fs.readFileSync(await jsonFile.path(), 'utf8'));
  expect(data.member).toMatchObject({ id: member.id, mail: member.mail });
  const pdf = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar datos (PDF)' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`datos-personales-${member.id}.pdf`);
  expect(
    fs
      .readFileSync(await pdfFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectNoSeriousViolations(page, 'own member view with empty panels');

  // Enrolled by the national administrator in one new course: 'Ver todos' opens Mis cursos.
  const course = await validatedCourseWithClauses(request);
  const [session] = await courseSessions(request, course.id);
  await call(
    request,
    SAVE_CHANGES,
    {
      courseId: course.id,
      changes: [
        { memberId: member.id, enrolled: true, clauseAccepted: true, entries: [{ sessionId: session.id }] },
      ],
    },
    await adminToken(request),
  );
  await view.goto(member.memberNumber);
  const own = view.panel('Mis cursos');
  await expect(own.getByRole('listitem')).toHaveCount(1);
  await expect(own.getByRole('link', { name: course.title })).toHaveAttribute(
    'href',
    `/es/app/cursos/${course.id}`,
  );
  await view.seeAllCourses.click();
  await expect(view.modal.getByRole('heading', { name: 'Mis cursos' })).toBeVisible();
  await expect(view.modal.getByRole('cell', { name: course.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view.modal).toHaveCount(0);

  // Upcoming courses: validated and not finished, the new one among them; each opens its course.
  const upcoming = view.panel('Próximos cursos');
  const first = upcoming.getByRole('link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/es\/app\/cursos\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(href!);

  // Someone else's record: the same facts, in the third person.
  await signInAs(page, ADMIN.mail, { at: view.url(erased.memberNumber) });
  await view.expectOpen();
  await expect(view.name).toContainText(erased.lastName);
  await expect(view.panel('Cuotas')).toContainText('No hay cuotas pagadas');
  await expect(view.currentGrade).toHaveText('No tiene grados regulados');
  await expect(view.currentTitle).toHaveText('No tiene títulos regulados');
  await expect(view.panel('Cursos')).toContainText('No tiene cursos');
  await expect(view.seeAllCourses).toHaveCount(0);
  await expect(view.panel('Tribunales')).toContainText('Próximamente disponible');
  await expectNoSeriousViolations(page, 'member view with empty panels');

  // The national administrator erases them after saying yes; their record no longer names them.
  const erase = view.panel('Datos personales').getByRole('button', { name: 'Borrar datos personales' });
  await erase.click();
  const dialog = page.getByRole('alertdialog', { name: 'Borrar los datos personales' });
  await expect(dialog).toContainText('No se puede deshacer.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await erase.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Borrar', exact: true }).click();
  await expect(page.getByText('Los datos personales del asociado se han borrado.')).toBeVisible();
  await expect(page).toHaveURL('/es/app/inicio');
  // The number named them: it is gone with the rest.
  await page.goto(`/es/app/asociados/usuario/${erased.memberNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: erased.lastName })).toHaveCount(0);
});
