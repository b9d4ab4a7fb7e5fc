import { expect, test } from '../support/fixtures';
import { MemberViewPage } from '../pom/MemberViewPage';
import { GradeModal } from '../pom/GradeModal';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, MEMBER, signInAs } from '../support/demo';
import { memberWhere, placeOf } from '../support/memberViewApi';

// The member view for each role (part 2 §2.4, §6): 'Gestionar grados' by the three-way rule, the
// private panels for the member and their administrators, the dojo link where its list opens.
const PABLO = '01A0004';

test('a plain member sees their own view with fees, grades and courses, without Gestionar grados; a dojo-mate’s without fees or courses; an unknown number sends home', async ({
  page,
}) => {
  test.slow();
  const view = new MemberViewPage(page);
  await signInAs(page, MEMBER.mail, { at: view.url(PABLO) });
  await view.expectOpen();
  await expect(view.name).toHaveText(MEMBER.name);
  // The demo accounts pay every year: the latest years paid (nationally validated), with the dojo.
  await expect(view.panel('Cuotas').getByRole('listitem').first()).toHaveText(/^\d{4} · \S/);
  await expect(view.currentGrade).not.toHaveText('No tienes grados regulados');
  await expect(view.panel('Mis cursos')).toBeVisible();
  await expect(view.panel('Próximos cursos')).toBeVisible();
  await expect(view.panel('Tribunales')).toContainText('Próximamente disponible');
  await expect(view.manageGrades).toHaveCount(0);
  // Their pending entries stay theirs to record (README, grades).
  await view.ownGrades.click();
  await expect(new GradeModal(page).title).toHaveText('Nuevo grado');
  await page.keyboard.press('Escape');
  await expect(view.modal).toHaveCount(0);
  await expectNoSeriousViolations(page, 'own member view');

  // A dojo-mate's view: no fees, no courses, no Gestionar grados.
  await view.goto('01A0003');
  await expect(view.panel('Grados')).toBeVisible();
  await expect(view.panel('Cuotas')).toHaveCount(0);
  await expect(view.panel('Cursos')).toHaveCount(0);
  await expect(view.manageGrades).toHaveCount(0);
  await expect(view.ownGrades).toHaveCount(0);

  // An unknown member number sends home.
  await page.goto('/es/app/asociados/usuario/99Z9999');
  await expect(page).toHaveURL('/es/app/inicio');
});

test('a dojo administrator manages the grades of a member of their dojo; another dojo’s member sends them home', async ({
  page,
  request,
}) => {
  const own = await placeOf(request, DOJO_ADMIN.mail);
  const elsewhere = await memberWhere(request, (m) => m.dojoId !== own.dojoId);
  const view = new MemberViewPage(page);
  await signInAs(page, DOJO_ADMIN.mail, { at: view.url(PABLO) });
  await view.expectOpen();
  await expect(
    page.locator(`.member-record-facts a[href="/es/app/asociados/dojo_${own.dojoId}"]`),
  ).toBeVisible();
  await view.manageGrades.click();
  const modal = new GradeModal(page);
  await expect(modal.title).toHaveText('Nuevo grado');
  await expect(modal.root).toContainText(PABLO);
  await page.keyboard.press('Escape');
  await expect(view.modal).toHaveCount(0);

  // Not in her list: the server does not show the member, and the view goes home (§8).
  await page.goto(`/es/app/asociados/usuario/${elsewhere.memberNumber}`);
  await expect(page).toHaveURL('/es/app/inicio');
});

test('an association administrator manages grades within their association, with the dojo link', async ({
  page,
  request,
}) => {
  const own = await placeOf(request, ASSOCIATION_ADMIN.mail);
  const member = await memberWhere(request, (m) => m.associationId === own.associationId);
  const view = new MemberViewPage(page);
  await signInAs(page, ASSOCIATION_ADMIN.mail, { at: view.url(member.memberNumber) });
  await view.expectOpen();
  await expect(view.manageGrades).toBeVisible();
  await expect(view.panel('Cuotas')).toBeVisible();
  await view.placeLink(member.dojo.name).click();
  await expect(page).toHaveURL(`/es/app/asociados/dojo_${member.dojoId}`);
});

test('the national administrator manages anyone’s grades and follows the association link', async ({
  page,
  request,
}) => {
  const own = await placeOf(request, ADMIN.mail);
  const member = await memberWhere(request, (m) => m.associationId !== own.associationId);
  const view = new MemberViewPage(page);
  await signInAs(page, ADMIN.mail, { at: view.url(member.memberNumber) });
  await view.expectOpen();
  await expect(view.name).toHaveText(member.fullName);
  await expect(view.manageGrades).toBeVisible();
  await expect(view.placeLink(member.dojo.name)).toBeVisible();
  await view.placeLink(member.association.name).click();
  await expect(page).toHaveURL(`/es/app/dojos/asoc_${member.associationId}`);
});
