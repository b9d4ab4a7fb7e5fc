import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, MEMBER, signInAs, signInWithForm } from '../support/demo';

test('the global administrator gets every section, with the pending counts as badges', async ({
  page,
  request,
}) => {
  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  // Listado is there on a wide window (at 768 px or less it is not: layout/phone.spec.ts).
  await shell.expectEntries([
    'Inicio',
    'Asociaciones',
    'Dojos',
    'Asociados',
    'Cuotas',
    'Facturación',
    'Mis pagos',
    'Cursos',
    'Grados',
    'Validaciones',
    'Carnets',
    'Domiciliaciones',
    'Extractos',
    'Listado',
    'Actividad',
    'Mensajes',
  ]);

  const token = await shell.storedToken();
  const answer = await request.post('/graphql', {
    data: { query: '{ warnings { fees courses grades contact } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  const { warnings } = (await answer.json()).data;
  expect(warnings.grades).toBeGreaterThan(0);
  await shell.expectBadges({
    Cuotas: warnings.fees,
    Cursos: warnings.courses,
    Grados: warnings.grades,
    Mensajes: warnings.contact,
  });
});

test('a plain member gets no administrator sections and their own dojo under Asociados', async ({ page }) => {
  await signInAs(page, MEMBER.mail);
  const shell = new AppShell(page);
  await shell.expectEntries([
    'Inicio',
    'Asociaciones',
    'Dojos',
    'Asociados',
    'Mis pagos',
    'Cursos',
    'Grados',
  ]);
  await expect(shell.sidebarLink('Asociados')).toHaveAttribute('href', '/es/app/asociados/dojo_1');

  // Cuotas and Carnets send anyone else home (part 1 §2); so does a bare unknown path.
  for (const path of ['cuotas', 'carnets/3', 'listado', 'auditoria', 'no-such-screen']) {
    await page.goto(`/es/app/${path}`);
    await expect(page).toHaveURL('/es/app/inicio');
  }
  // A bare /asociados opens the dojo_ variant of the member's own dojo.
  await page.goto('/es/app/asociados');
  await expect(page).toHaveURL('/es/app/asociados/dojo_1');
});

test('administrators of a dojo or an association reach the administrator sections', async ({ page }) => {
  // Signed out below: a sign-in of its own, not the worker's shared one.
  await signInWithForm(page, DOJO_ADMIN.mail);
  const shell = new AppShell(page);
  await shell.expectEntry('Cuotas', true);
  await expect(shell.sidebarLink('Asociados')).toHaveAttribute('href', '/es/app/asociados/dojo_1');
  await page.goto('/es/app/carnets');
  await expect(page).toHaveURL('/es/app/carnets');

  await shell.signOutButton.click();
  await signInAs(page, ASSOCIATION_ADMIN.mail);
  await shell.openMenuIfCollapsed();
  // An association administrator sees every member of the association: no dojo filter.
  await expect(shell.sidebarLink('Asociados')).toHaveAttribute('href', '/es/app/asociados/dojo_0');
});

test('Listado is reachable on a wide window and sends home at 768 px or less', async ({ page }) => {
  await signInAs(page, ADMIN.mail, { at: '/es/app/listado' });
  // The builder writes the report it opens with into the address (`?informe=`): which one depends
  // on the templates earlier journeys of this worker saved, not on the shell.
  await expect(page).toHaveURL(/\/es\/app\/listado(\?informe=[\w-]+)?$/);
  // Narrowing a wide window to 768 px leaves the screen, and its address goes home there.
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page).toHaveURL('/es/app/inicio');
  await page.goto('/es/app/listado');
  await expect(page).toHaveURL('/es/app/inicio');
  await new AppShell(page).expectEntry('Listado', false);
});

test('a stored token is picked up again on start, an invalid one ends the session', async ({ page }) => {
  await signInAs(page, MEMBER.mail);
  await page.reload();
  await expect(new AppShell(page).memberName).toContainText(MEMBER.name);

  await page.evaluate("localStorage.setItem('token', 'not-a-token')");
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expect.poll(() => new AppShell(page).storedToken()).toBeNull();
});

test('a session ended elsewhere takes its cached lists along: the next member never sees them', async ({
  page,
}) => {
  await signInWithForm(page, ADMIN.mail);
  await page.goto('/es/app/asociados/dojo_0');
  const summary = page.locator('.pager-summary');
  await expect(summary).toHaveText(/^1–15 de \d{4}$/); // every member of the federation

  // Signing out in another tab ends this tab's session too.
  const other = await page.context().newPage();
  await other.goto('/es/app/inicio');
  await new AppShell(other).signOutButton.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await other.close();

  // The next member signs in on the same page (no reload: the old cache would still be in memory)
  // and reaches the same list by links: their own dojo's members, not the cached page.
  await page.getByLabel('Correo electrónico', { exact: true }).fill(MEMBER.mail);
  await page.getByLabel('Contraseña', { exact: true }).fill('aikido123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/es/app/inicio');
  const shell = new AppShell(page);
  await shell.go('Asociados');
  await expect(page).toHaveURL('/es/app/asociados/dojo_1');
  await page.locator('.filter-chip-clear').click();
  await expect(page).toHaveURL('/es/app/asociados/dojo_0');
  await expect(summary).toHaveText(/^1–15 de \d{1,3}$/);
});
