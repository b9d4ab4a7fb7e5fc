import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { HomePage } from '../pom/HomePage';
import { MembersPage } from '../pom/MembersPage';
import { ADMIN, signInAs } from '../support/demo';
import { associationOneDojos, associationTwoDojo } from '../support/memberPlaces';
import { adminToken, call } from '../support/membersApi';

const NATIONAL_ONLY = ['Cuotas', 'Carnets', 'Validaciones', 'Actividad', 'Mensajes'];

test('the national administrator switched off is a plain member of the session dojo, with nothing stale, and back', async ({
  page,
  request,
}) => {
  const { own } = await associationOneDojos(request);
  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  const home = new HomePage(page);
  const members = new MembersPage(page);
  for (const entry of NATIONAL_ONLY) await shell.expectEntry(entry, true);
  await expect.poll(() => shell.badgeCount('Grados')).toBeGreaterThan(0); // the badges answer on their own

  // Every dojo's members, cached under the national scope.
  await members.goto('dojo_0');
  await expect(
    members.rows.locator('td[data-label="Dojo"]').filter({ hasNotText: own.name }).first(),
  ).toBeVisible();

  await home.goto();
  await home.setRole('admin', false);
  for (const entry of NATIONAL_ONLY) await shell.expectEntry(entry, false);
  // The badges are what waits for the roles in force: nothing for a plain member.
  await shell.expectBadges({ Grados: 0, Cursos: 0 });
  await shell.openMenuIfCollapsed();
  await expect(shell.sidebarLink('Asociados')).toHaveAttribute('href', `/es/app/asociados/dojo_${own.id}`);

  // The same list as before shows only the session dojo's members: no row of the former scope.
  await members.goto('dojo_0');
  await expect(members.rows.first()).toBeVisible();
  await expect(members.rows.locator('td[data-label="Dojo"]').filter({ hasNotText: own.name })).toHaveCount(0);
  // Cuotas is for administrators again (part 2 §2).
  await page.goto('/es/app/cuotas');
  await expect(page).toHaveURL('/es/app/inicio');

  await home.setRole('admin', true);
  for (const entry of NATIONAL_ONLY) await shell.expectEntry(entry, true);
  await expect.poll(() => shell.badgeCount('Grados')).toBeGreaterThan(0); // the badges answer on their own
  await members.goto('dojo_0');
  await expect(
    members.rows.locator('td[data-label="Dojo"]').filter({ hasNotText: own.name }).first(),
  ).toBeVisible();
});

test('the association then the dojo selector change what the lists show', async ({ page, request }) => {
  const two = await associationTwoDojo(request);
  const { dojos } = await call<{ dojos: { items: { id: number; name: string }[] } }>(
    request,
    'query { dojos(associationId: 2, page: { limit: 1000, orderBy: "nombre" }) { items { id name } } }',
    {},
    await adminToken(request),
  );
  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  const home = new HomePage(page);
  const members = new MembersPage(page);
  // As a dojo administrator (national off): the lists follow the session's dojo.
  await home.setRole('admin', false);
  await home.setRole('dojo', true);

  await home.pick(home.associationSelect, await association2Name(request));
  // The dojo selector now offers association 2's dojos, and the session works as one of them.
  await expect(home.dojoSelect.locator('option', { hasText: two.name })).toHaveCount(1);
  // Its value follows the options: one of association 2's dojos once it has them.
  const ids = dojos.items.map((dojo) => dojo.id);
  await expect.poll(async () => ids.includes(Number(await home.dojoSelect.inputValue()))).toBe(true);
  const first = Number(await home.dojoSelect.inputValue());
  await shell.openMenuIfCollapsed();
  await expect(shell.sidebarLink('Asociados')).toHaveAttribute('href', `/es/app/asociados/dojo_${first}`);

  const other = dojos.items.find((dojo) => dojo.id !== first)!;
  await home.pick(home.dojoSelect, other.name);
  await shell.openMenuIfCollapsed();
  await expect(shell.sidebarLink('Asociados')).toHaveAttribute('href', `/es/app/asociados/dojo_${other.id}`);
  await shell.go('Asociados');
  await expect(members.rows.first()).toBeVisible();
  await expect(members.rows.locator('td[data-label="Dojo"]').filter({ hasNotText: other.name })).toHaveCount(
    0,
  );
});

async function association2Name(request: Parameters<typeof associationTwoDojo>[0]) {
  const { association } = await call<{ association: { name: string } }>(
    request,
    'query { association(id: 2) { name } }',
    {},
    await adminToken(request),
  );
  return association.name;
}
