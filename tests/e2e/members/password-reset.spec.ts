import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { ADMIN, signInAs } from '../support/demo';
import { createValidatedMember } from '../support/membersApi';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an administrator resets a validated member’s password and gets a new link', async ({
  page,
  request,
}) => {
  const member = await createValidatedMember(request);
  const members = new MembersPage(page);

  // From the member's record, whose Edit opens the same form (its checks of their own mail and
  // number: MemberModal.test.tsx).
  await signInAs(page, ADMIN.mail, { at: `/es/app/asociados/usuario/${member.memberNumber}` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.fullName);
  await expect(page.getByText('Usuario validado')).toBeVisible();
  await page.getByRole('button', { name: 'Editar' }).click();

  await expect(members.copyLinkButton).toHaveCount(0);
  await members.modal.getByRole('button', { name: 'Resetear contraseña' }).click();
  await expect(members.message).toContainText(member.fullName);
  await members.confirm();
  await expect(members.message.getByRole('heading', { name: 'Contraseña reseteada.' })).toBeVisible();

  await expect(
    members.message.getByRole('heading', { name: 'Enlace copiado al portapapeles.' }),
  ).toBeVisible();
  await expect(
    members.message.getByRole('img', { name: /^Código QR del enlace de validación/ }),
  ).toBeVisible();
  const link = await members.sharedLink.inputValue();
  expect(link).toContain(`/es/app/asociados/usuario/${member.memberNumber}?`);
  expect(new URL(link).searchParams.get('valCode')).not.toBe(member.code);
  await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
  await members.acknowledge();

  // Not validated any more: the form now offers the new link instead of a reset.
  await expect(members.copyLinkButton).toBeVisible();
  await members.cancelButton.click();
  await members.expectModalClosed();
  await expect(page.getByText('Pendiente de validar')).toBeVisible();
});
