import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { ADMIN, signInAs } from '../support/demo';
import { createMember } from '../support/membersApi';

test.beforeEach(async ({ page }) => {
  await signInAs(page, ADMIN.mail);
});

test('the page size and the pager move through the member list', { tag: '@phone' }, async ({ page }) => {
  const members = new MembersPage(page);
  await members.goto();
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
});

test('a search narrows the list and starts again on page 1', async ({ page, request }) => {
  const member = await createMember(request);
  const members = new MembersPage(page);
  await members.goto();
  await members.pagerPage(3).click();
  await expect(members.currentPage).toHaveText('3');

  await members.search.fill(member.lastName);
  await expect(members.rows).toHaveCount(1);
  await expect(members.cell(members.rows.first(), 'Apellidos')).toHaveText(member.lastName);
  await expect(members.currentPage).toHaveText('1');
  await expect(members.previous).toBeDisabled();
});

test('a member in the route is shown on their page and highlighted', async ({ page, request }) => {
  const member = await createMember(request);
  const members = new MembersPage(page);
  await members.goto('dojo_0', member.id);
  await expect(members.highlightedRow).toHaveAttribute('data-row-id', String(member.id));
  await expect(members.cell(members.highlightedRow, 'Núm. asociado')).toHaveText(member.memberNumber);
  // Numbers grow with each new member: this one is far from the first page.
  await expect(members.currentPage).not.toHaveText('1');

  // The record (ficha) of the member, from the row menu.
  await members.memberAction(member.fullName, 'Ir a la ficha del asociado');
  await expect(page).toHaveURL(`/es/app/asociados/usuario/${member.memberNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.fullName);
  await expect(page.getByText('Pendiente de validar')).toBeVisible();
});
