import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { ADMIN, signInAs } from '../support/demo';
import { createMember, memberWithHistory } from '../support/membersApi';

test('the global administrator pages and searches the member list, deletes a fresh member and is refused one with history, from its own route', async ({
  page,
  request,
}) => {
  // A long journey: several screens while both workers are busy.
  test.slow();
  const fresh = await createMember(request);
  const kept = await memberWithHistory(request);
  const members = new MembersPage(page);

  // The page size and the pager move through the list.
  await signInAs(page, ADMIN.mail, { at: members.url() });
  await expect(members.rows).toHaveCount(15);
  await expect(members.previous).toBeDisabled();
  await expect(members.currentPage).toHaveText('1');
  await members.next.click();
  await expect(members.currentPage).toHaveText('2');
  await expect(members.previous).toBeEnabled();
  await members.pagerPage(1).click();
  await expect(members.currentPage).toHaveText('1');
  await expect(members.previous).toBeDisabled();
  await members.pageSize.selectOption('50');
  await expect(members.rows).toHaveCount(50);

  // A search narrows the list and starts again on page 1.
  await members.pagerPage(3).click();
  await expect(members.currentPage).toHaveText('3');
  await members.search.fill(fresh.lastName);
  await expect(members.rows).toHaveCount(1);
  await expect(members.cell(members.rows.first(), 'Apellidos')).toHaveText(fresh.lastName);
  await expect(members.currentPage).toHaveText('1');
  await expect(members.previous).toBeDisabled();

  // A member in the route is shown on their page and highlighted; a fresh one is deleted.
  await members.goto('dojo_0', fresh.id);
  await expect(members.highlightedRow).toHaveAttribute('data-row-id', String(fresh.id));
  await expect(members.cell(members.highlightedRow, 'Núm. asociado')).toHaveText(fresh.memberNumber);
  // Numbers grow with each new member: this one is far from the first page.
  await expect(members.currentPage).not.toHaveText('1');
  await members.memberAction(fresh.fullName, 'Eliminar');
  await expect(members.message).toContainText(fresh.fullName);
  await members.confirm();
  await expect(members.message.getByRole('heading', { name: 'Asociado eliminado.' })).toBeVisible();
  await expect(members.rowById(fresh.id)).toHaveCount(0);

  // A member with history cannot be deleted.
  await members.goto('dojo_0', kept.id);
  await expect(members.highlightedRow).toHaveAttribute('data-row-id', String(kept.id));
  await members.memberAction(kept.fullName, 'Eliminar');
  await expect(members.message).toContainText(kept.fullName);
  await members.confirm();
  await expect(
    members.message.getByRole('heading', { name: 'El asociado no se puede eliminar.' }),
  ).toBeVisible();
  await expect(members.message).toContainText(
    'El asociado tiene un historial asignado, por lo que no puede ser eliminado',
  );
  await members.acknowledge();
  await expect(members.rowById(kept.id)).toBeVisible();

  // Their record (ficha), from the row menu.
  await members.memberAction(kept.fullName, 'Ir a la ficha del asociado');
  await expect(page).toHaveURL(new RegExp(`/es/app/asociados/usuario/[0-9A-Z]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kept.fullName);
});
