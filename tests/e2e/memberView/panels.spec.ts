import { expect, test } from '../support/fixtures';
import { MemberViewPage } from '../pom/MemberViewPage';
import { courseSessions, SAVE_CHANGES, validatedCourseWithClauses } from '../support/coursesApi';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, MEMBER, signInAs, signInWithForm } from '../support/demo';
import { adminToken, call, createValidatedMember } from '../support/membersApi';

test(
  "a member with no fees, grades or courses reads §8's empty states; an administrator reads them said of the member",
  { tag: '@phone' },
  async ({ page, request }) => {
    const member = await createValidatedMember(request);
    const view = new MemberViewPage(page);
    // Their own view: §8's texts, word for word.
    await signInWithForm(page, member.mail, 'es', 'tenkan2025');
    await view.goto(member.memberNumber);
    await expect(view.currentGrade).toHaveText('No tienes grados regulados');
    await expect(view.currentTitle).toHaveText('No tienes titulos regulados');
    await expect(view.panel('Mis cursos')).toContainText('No tienes cursos');

    // Someone else's record: the same facts, in the third person.
    await signInAs(page, ADMIN.mail);
    await view.goto(member.memberNumber);
    await expect(view.name).toHaveText(member.fullName);
    await expect(view.panel('Cuotas')).toContainText('No hay cuotas pagadas');
    await expect(view.currentGrade).toHaveText('No tiene grados regulados');
    await expect(view.currentTitle).toHaveText('No tiene títulos regulados');
    await expect(view.panel('Cursos')).toContainText('No tiene cursos');
    await expect(view.seeAllCourses).toHaveCount(0);
    await expect(view.panel('Tribunales')).toContainText('Próximamente disponible');
    await expectNoSeriousViolations(page, 'member view with empty panels');
  },
);

test("'Ver todos' opens Mis cursos with the member's courses; an upcoming course opens its course", async ({
  page,
  request,
}) => {
  // A member of their own, enrolled by the national administrator in one new course.
  const member = await createValidatedMember(request);
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
  await signInWithForm(page, member.mail, 'es', 'tenkan2025');
  const view = new MemberViewPage(page);
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
});

test('an unknown member number sends home', { tag: '@phone' }, async ({ page }) => {
  await signInAs(page, MEMBER.mail);
  await page.goto('/es/app/asociados/usuario/99Z9999');
  await expect(page).toHaveURL('/es/app/inicio');
});
