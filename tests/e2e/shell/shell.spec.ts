import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, MEMBER, signInAs, signInWithForm } from '../support/demo';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

test(
  'the global administrator gets every section, with the pending counts as badges',
  { tag: '@phone' },
  async ({ page, request }) => {
    await signInAs(page, ADMIN.mail);
    const shell = new AppShell(page);
    const expected = [
      'Inicio',
      'Asociaciones',
      'Dojos',
      'Asociados',
      'Cuotas',
      'Cursos',
      'Grados',
      'Validaciones',
      'Carnets',
    ];
    // Listado is not offered at 768 px or less (part 3 §2).
    if (!isPhone(page)) expected.push('Listado');
    expected.push('Actividad', 'Mensajes');
    await shell.expectEntries(expected);

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
  },
);

test(
  'a plain member gets no administrator sections and their own dojo under Asociados',
  { tag: '@phone' },
  async ({ page }) => {
    await signInAs(page, MEMBER.mail);
    const shell = new AppShell(page);
    await shell.expectEntries(['Inicio', 'Asociaciones', 'Dojos', 'Asociados', 'Cursos', 'Grados']);
    await expect(shell.sidebarLink('Asociados')).toHaveAttribute('href', '/es/app/asociados/dojo_1');

    // Cuotas and Carnets send anyone else home (part 1 §2); so does a bare unknown path.
    for (const path of ['cuotas', 'carnets/3', 'listado', 'auditoria', 'no-such-screen']) {
      await page.goto(`/es/app/${path}`);
      await expect(page).toHaveURL('/es/app/inicio');
    }
    // A bare /asociados opens the dojo_ variant of the member's own dojo.
    await page.goto('/es/app/asociados');
    await expect(page).toHaveURL('/es/app/asociados/dojo_1');
  },
);

test(
  'administrators of a dojo or an association reach the administrator sections',
  { tag: '@phone' },
  async ({ page }) => {
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
  },
);

test(
  'Listado is reachable on a wide window and sends home at 768 px or less',
  { tag: '@phone' },
  async ({ page }) => {
    await signInAs(page, ADMIN.mail);
    await page.goto('/es/app/listado');
    if (isPhone(page)) await expect(page).toHaveURL('/es/app/inicio');
    else await expect(page).toHaveURL('/es/app/listado');
    // Narrowing a wide window leaves the screen too.
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page).toHaveURL('/es/app/inicio');
  },
);

test(
  'the avatar leads to the own record and logout ends the session',
  { tag: '@phone' },
  async ({ page }) => {
    await signInWithForm(page, MEMBER.mail);
    const shell = new AppShell(page);
    await expect(shell.avatarLink).toHaveAttribute('href', '/es/app/asociados/dojo_0/4/mod');
    const token = await shell.storedToken();
    await shell.signOutButton.click();
    await expect(page).toHaveURL('/es/app');
    await expect.poll(() => shell.storedToken()).toBeNull();
    // The server has ended the token too: a copy of it is refused.
    const copy = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: '{ me { id } }' },
    });
    expect(copy.status()).toBe(401);
    // Without a token any app path shows the sign-in screen.
    await page.goto('/es/app/asociaciones');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  },
);

test('a stored token is picked up again on start, an invalid one ends the session', async ({ page }) => {
  await signInAs(page, MEMBER.mail);
  await page.reload();
  await expect(new AppShell(page).memberName).toContainText(MEMBER.name);

  await page.evaluate("localStorage.setItem('token', 'not-a-token')");
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expect.poll(() => new AppShell(page).storedToken()).toBeNull();
});

test('the warnings are fetched again 1,860 s after each run', async ({ page }) => {
  await page.clock.install();
  let fetches = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && (req.postData() ?? '').includes('query Warnings')) fetches++;
  });
  await signInAs(page, ADMIN.mail);
  // The next run is scheduled once the first answer is in: its badges are shown.
  await expect(page.locator('nav.sidebar .badge').first()).toBeAttached();
  expect(fetches).toBe(1);
  await page.clock.fastForward('30:50'); // 1,850 s: not yet
  await page.waitForTimeout(300);
  expect(fetches).toBe(1);
  await page.clock.fastForward(15_000);
  await expect.poll(() => fetches).toBe(2);
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
