import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { MembersPage } from '../pom/MembersPage';
import { DOJO_ADMIN, signInAs } from '../support/demo';

test('a dojo administrator sees their dojo’s members, may only grant Admin Dojo, and imports into their own dojo only', async ({
  page,
}) => {
  // A long journey: several screens while both workers are busy.
  test.slow();
  await signInAs(page, DOJO_ADMIN.mail);
  const members = new MembersPage(page);

  // The sidebar's Asociados goes to the administrator's own dojo.
  await new AppShell(page).go('Asociados');
  await expect(page).toHaveURL(/\/es\/app\/asociados\/dojo_[1-9]\d*$/);
  await expect(members.heading).toHaveText(/^Asociados de .+/);
  const dojoName = (await members.heading.textContent())!.replace('Asociados de ', '');
  await expect(members.filterChip).toContainText(dojoName);
  await members.pageSize.selectOption('100');
  await expect(members.rows.first()).toBeVisible();
  await expect(members.rows.locator('td[data-label="Dojo"]').filter({ hasNotText: dojoName })).toHaveCount(0);

  // Without the dojo filter the server still shows nothing else.
  await members.filterChip.getByRole('link', { name: 'Quitar el filtro' }).click();
  await expect(page).toHaveURL('/es/app/asociados/dojo_0');
  await expect(members.heading).toHaveText('Asociados');
  await expect(members.rows.first()).toBeVisible();
  await expect(members.rows.locator('td[data-label="Dojo"]').filter({ hasNotText: dojoName })).toHaveCount(0);

  await members.addButton.click();
  await expect(members.roleToggle('Admin')).toBeDisabled();
  await expect(members.roleToggle('Admin Asociación')).toBeDisabled();
  await expect(members.roleToggle('Admin Dojo')).toBeEnabled();
  await expect(members.roleToggle('Admin Dojo')).toHaveAttribute('aria-pressed', 'false');
  await members.roleToggle('Admin Dojo').click();
  await expect(members.roleToggle('Admin Dojo')).toHaveAttribute('aria-pressed', 'true');

  // A new member goes into the administrator's own association and dojo.
  await expect(members.field('Asociación')).toBeDisabled();
  await expect(members.field('Dojo')).toBeDisabled();
  await expect(members.field('Dojo').locator('option:checked')).toHaveText(dojoName);

  // Leaving a modified form asks first.
  await members.cancelButton.click();
  await expect(members.message).toContainText('Hay valores modificados');
  await members.confirm();
  await members.expectModalClosed();

  // The import goes into their own association and dojo, fixed.
  await page.goto('/es/app/asociados/importar');
  await expect(page.getByLabel('Asociación')).toBeDisabled();
  await expect(page.getByLabel('Dojo')).toBeDisabled();
  await expect(page.getByLabel('Dojo')).not.toHaveValue('');
});
