import { expect, test } from '@playwright/test';
import { MembersPage } from '../pom/MembersPage';
import { signInAs } from '../support/demo';
import { adminToken, call, createValidatedMember } from '../support/membersApi';

test('dropping one of your own roles ends the session and says why', async ({ page, request }) => {
  // A dojo administrator of their own, so that no other journey's account changes.
  const member = await createValidatedMember(request);
  const token = await adminToken(request);
  const { member: m } = await call<{ member: Record<string, unknown> }>(
    request,
    'query ($id: Int!) { member(id: $id) { dni firstName lastName mail birthDate associationId dojoId } }',
    { id: member.id },
    token,
  );
  await call(
    request,
    'mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { id } }',
    { id: member.id, input: { ...m, isDojoAdmin: true } },
    token,
  );

  await signInAs(page, member.mail, 'es', 'tenkan2025');
  await page.locator('.avatar-link').click();
  const members = new MembersPage(page);
  await expect(members.roleToggle('Admin Dojo')).toHaveAttribute('aria-pressed', 'true');
  await members.roleToggle('Admin Dojo').click();
  await page.keyboard.press('Alt+g');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expect(page.getByRole('status')).toHaveText(
    'Has cambiado tus propios permisos o tu dojo. Vuelve a iniciar sesión para trabajar con ellos.',
  );
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
});
