import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { AppShell } from '../pom/AppShell';
import { ADMIN, DOJO_ADMIN, demoToken, signInAs } from '../support/demo';

test('the national administrator reads who changed a dojo, and what it was before and after', async ({
  page,
  request,
}) => {
  // A change made through the API by the national administrator.
  const headers = { authorization: `Bearer ${await demoToken(request, ADMIN.mail)}` };
  const fields =
    'name city associationId country province address contactPerson email maps phone schedule visible web';
  const before = await request.post('/graphql', {
    headers,
    data: { query: `{ dojo(id: 1) { ${fields} } }` },
  });
  const dojo = (await before.json()).data.dojo;
  const city = `Ciudad ${Date.now() % 100000}`;
  const saved = await request.post('/graphql', {
    headers,
    data: {
      query: 'mutation ($input: DojoInput!) { updateDojo(id: 1, input: $input) { city } }',
      variables: { input: { ...dojo, city } },
    },
  });
  expect((await saved.json()).data.updateDojo.city).toBe(city);

  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  await shell.openMenuIfCollapsed();
  await shell.sidebarLink('Actividad').click();
  await expect(page).toHaveURL('/es/app/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
  // The sign-in just made is there.
  await expect(page.locator('td', { hasText: 'Acceso de administrador' }).first()).toBeVisible();

  await page.getByLabel('Registro', { exact: true }).selectOption({ label: 'Dojo' });
  await page.getByLabel('Acción', { exact: true }).selectOption({ label: 'Cambio' });
  const row = page.locator('tr, .list-card', { hasText: 'Dojo 1' }).first();
  await expect(row).toContainText('Cambio');
  await row.locator('summary').click();
  const detail = row.locator('.audit-change', { hasText: 'ciudad' });
  await expect(detail).toContainText(dojo.city);
  await expect(detail).toContainText(city);
  await expectNoSeriousViolations(page, 'audit log');
  // Opened, the detail stays within the window: no sideways scroll at 375 px.
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath('audit-log.png') });

  // Nothing matches an empty period.
  await page.getByLabel('Desde', { exact: true }).fill('2001-01-01');
  await page.getByLabel('Hasta', { exact: true }).fill('2001-01-02');
  await expect(page.getByText('No hay actividad con estos filtros.')).toBeVisible();
});

test('a dojo administrator reads their dojo only, and the API refuses a plain member', async ({
  page,
  request,
}) => {
  await signInAs(page, DOJO_ADMIN.mail, { at: '/es/app/auditoria' });
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
  const answer = await request.get('/v1/auditoria?pag=100', {
    headers: { authorization: await demoToken(request, DOJO_ADMIN.mail) },
  });
  // Its own sign-in is there, and nothing of another dojo.
  const body = await answer.json();
  expect(body.estado).toBe(0);
  expect(body.res.every((entry: { idDojo: number }) => entry.idDojo === 1)).toBe(true);
  const refused = await request.get('/v1/auditoria', {
    headers: { authorization: await demoToken(request, 'miembro@demo.federa') },
  });
  expect((await refused.json()).estado).toBe(1);
});
