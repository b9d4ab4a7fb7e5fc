import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { ADMIN, signInAs } from '../support/demo';
import { createMember, memberWithHistory } from '../support/membersApi';

test.beforeEach(async ({ page }) => {
  await signInAs(page, ADMIN.mail);
});

test('a member with history cannot be deleted', async ({ page, request }) => {
  const member = await memberWithHistory(request);
  const members = new MembersPage(page);
  await members.goto('dojo_0', member.id);
  await expect(members.highlightedRow).toHaveAttribute('data-row-id', String(member.id));

  await members.memberAction(member.fullName, 'Eliminar');
  await expect(members.message).toContainText(member.fullName);
  await members.confirm();
  await expect(
    members.message.getByRole('heading', { name: 'El asociado no se puede eliminar.' }),
  ).toBeVisible();
  await expect(members.message).toContainText(
    'El asociado tiene un historial asignado, por lo que no puede ser eliminado',
  );
  await members.acknowledge();
  await expect(members.rowById(member.id)).toBeVisible();
});

test('a fresh member is deleted', async ({ page, request }) => {
  const member = await createMember(request);
  const members = new MembersPage(page);
  await members.goto('dojo_0', member.id);
  await expect(members.highlightedRow).toHaveAttribute('data-row-id', String(member.id));

  await members.memberAction(member.fullName, 'Eliminar');
  await members.confirm();
  await expect(members.message.getByRole('heading', { name: 'Asociado eliminado.' })).toBeVisible();
  await expect(members.rowById(member.id)).toHaveCount(0);
});
