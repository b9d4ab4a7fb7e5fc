import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { signInAs } from '../support/demo';
import { adminToken, call, createValidatedMember } from '../support/membersApi';

test('dropping one of your own roles keeps the session, under the roles left', async ({ page, request }) => {
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
    'mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { member { id } } }',
    { id: member.id, input: { ...m, isDojoAdmin: true } },
    token,
  );

  await signInAs(page, member.mail, { password: 'tenkan2025' });
  const members = new MembersPage(page);
  await page.locator('.avatar-link').click();
  await expect(members.addButton).toHaveCount(1);
  await expect(members.roleToggle('Admin Dojo')).toHaveAttribute('aria-pressed', 'true');
  await members.roleToggle('Admin Dojo').click();
  const saved = page.waitForResponse(
    (response) => response.request().postDataJSON()?.operationName === 'UpdateMember',
  );
  await page.keyboard.press('Alt+g');
  const answer = (await (await saved).json()) as { data?: { updateMember: { token: string | null } } };
  const fresh = answer.data?.updateMember.token;
  expect(fresh).toEqual(expect.any(String));

  // Still signed in, with the new token, as a plain member: nothing to add any more.
  await members.expectModalClosed();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Iniciar sesión');
  await expect(members.addButton).toHaveCount(0);
  await expect.poll(() => page.evaluate('localStorage.getItem("token")')).toBe(fresh);
  await page.reload();
  await expect(page.locator('.avatar-link')).toBeVisible();
  await expect(members.addButton).toHaveCount(0);
});
