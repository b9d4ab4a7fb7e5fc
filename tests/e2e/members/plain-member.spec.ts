import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { MembersPage } from '../pom/MembersPage';
import { MEMBER, signInAs } from '../support/demo';
import { unique } from '../support/membersApi';

test('a plain member sees of dojo-mates only what a membership list needs, reads their record with nothing to save, and edits their own record from the avatar link', async ({
  page,
}) => {
  // A long journey: several screens while both workers are busy.
  test.slow();
  const members = new MembersPage(page);
  await signInAs(page, MEMBER.mail, { at: members.url('dojo_1') });
  await expect(members.row('Santos Lería')).toBeVisible();
  // Mail, age and latest fee are private: neither a column nor a sort key for a plain member.
  await expect(page.locator('table thead th').filter({ hasText: /^(Correo|Edad|Última cuota)/ })).toHaveCount(
    0,
  );
  await expect(
    page.locator('option[value^="mail "], option[value^="edad "], option[value^="ultima_cuota "]'),
  ).toHaveCount(0);

  // Edit on a dojo-mate opens their record, with nothing to save.
  await members.openMemberMenu('Lucía Herrero Vidal');
  await members.menuItem('Editar').click();
  await expect(members.modal.getByRole('heading', { name: 'Ficha del asociado' })).toBeVisible();
  await expect(members.modal.getByRole('heading', { name: 'Lucía Herrero Vidal' })).toBeVisible();
  await expect(members.saveButton).toHaveCount(0);
  await expect(members.modal.getByLabel('DNI')).toHaveCount(0);

  // The dojo administrator's record: who they are and where they belong, not their age or fees.
  await page.goto('/es/app/asociados/usuario/01A0003');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Dojo', { exact: true })).toBeVisible();
  await expect(page.getByText('Edad', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Última cuota', { exact: true })).toHaveCount(0);

  // Their own record, from the avatar link.
  await new AppShell(page).avatarLink.click();
  await expect(page).toHaveURL(/\/es\/app\/asociados\/dojo_0\/\d+\/mod$/);
  await expect(members.modal.getByRole('heading', { name: 'Editar asociado' })).toBeVisible();
  await expect(members.field('Nombre')).toHaveValue('Pablo');

  // No roles to toggle, and the association and dojo stay where they are.
  await expect(members.roleToggle('Admin')).toHaveCount(0);
  await expect(members.field('Asociación')).toBeDisabled();
  await expect(members.field('Dojo')).toBeDisabled();
  await expect(members.copyLinkButton).toHaveCount(0);

  const city = unique('Soria');
  await members.field('Ciudad').fill(city);
  const saved = page.waitForResponse(
    (response) => response.request().postDataJSON()?.operationName === 'UpdateMember',
  );
  await members.saveButton.click();
  const answer = (await (await saved).json()) as {
    data?: { updateMember: { member: { city: string } } };
    errors?: unknown;
  };
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.updateMember.member.city).toBe(city);
  await members.expectModalClosed();
  // Closing the form leaves the route without /mod, so a reload does not open it again.
  await expect(page).toHaveURL(/\/es\/app\/asociados\/dojo_0\/\d+$/);
  await expect(members.cell(members.highlightedRow, 'Nombre')).toHaveText('Pablo');

  // Nothing to add or delete for a plain member.
  await expect(members.addButton).toHaveCount(0);
  await members.openMemberMenu(MEMBER.name);
  await expect(members.menuItem('Editar')).toBeVisible();
  await expect(members.menuItem('Eliminar')).toHaveCount(0);
  await expect(members.menuItem('Ver dojo')).toHaveCount(0);
});
