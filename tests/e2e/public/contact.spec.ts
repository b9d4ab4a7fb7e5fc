import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { AppShell } from '../pom/AppShell';
import { PublicPage } from '../pom/PublicPage';
import { ADMIN, DOJO_ADMIN, demoToken, signInAs } from '../support/demo';

type Message = { id: number; name: string; email: string; read: boolean };

async function inbox(request: APIRequestContext): Promise<{ items: Message[]; unread: number }> {
  const answer = await request.post('/graphql', {
    data: {
      query: '{ contactMessages(page: { limit: 50 }) { items { id name email read } } warnings { contact } }',
    },
    headers: { authorization: `Bearer ${await demoToken(request, ADMIN.mail)}` },
  });
  const body = (await answer.json()) as {
    data: { contactMessages: { items: Message[] }; warnings: { contact: number } };
  };
  return { items: body.data.contactMessages.items, unread: body.data.warnings.contact };
}

test('the contact form shows its three messages, sends nothing meanwhile, then sends and clears', async ({
  page,
  request,
}) => {
  const site = new PublicPage(page);
  await site.goto();
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/v1/contacto') && sent.push(r.method()));
  const form = page.locator('#contacto form');
  await site.scrollTo('contacto');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('El nombre es obligatorio.')).toBeVisible();
  await expect(form.getByText('El email es obligatorio.')).toBeVisible();
  await expect(form.getByText('El mensaje es obligatorio.')).toBeVisible();
  await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Nombre').fill('Lucía Ortega');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('El nombre es obligatorio.')).toHaveCount(0);
  await expect(form.getByText('El email es obligatorio.')).toBeVisible();
  expect(sent).toEqual([]);
  await expectNoSeriousViolations(page, 'contact form with its messages');

  const email = `lucia.${Date.now()}@correo.test`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mensaje').fill('¿Hay clases para principiantes en Valencia?');
  await form.getByRole('button', { name: 'Enviar' }).click();
  const success = form.getByText('Mensaje enviado correctamente.');
  await expect(success).toBeVisible();
  expect(sent).toEqual(['POST']);
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Mensaje')).toHaveValue('');
  // Shown for 3 s (part 3 §9).
  await expect(success).toBeHidden({ timeout: 5000 });
  expect((await inbox(request)).items.some((m) => m.email === email && m.name === 'Lucía Ortega')).toBe(true);
});

test('the national administrator reads the messages under a badge and marks them read', async ({
  page,
  request,
}) => {
  await new PublicPage(page).goto();
  const email = `javier.${Date.now()}@correo.test`;
  const answer = await page.request.post('/v1/contacto', {
    data: { nombre: 'Javier Soto', email, mensaje: 'Quiero abrir un dojo en Bilbao.' },
  });
  expect(await answer.json()).toEqual({ estado: 0, res: true });
  const before = await inbox(request);
  expect(before.unread).toBeGreaterThan(0);

  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  await expect.poll(() => shell.badgeCount('Mensajes')).toBe(before.unread);
  await shell.openMenuIfCollapsed();
  await shell.sidebarLink('Mensajes').click();
  await expect(page).toHaveURL('/es/app/mensajes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
  const row = page.locator('tr', { hasText: email });
  await expect(row).toContainText('Quiero abrir un dojo en Bilbao.');
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expectNoSeriousViolations(page, 'contact inbox');

  await row.getByRole('button', { name: 'Marcar como leído el mensaje de Javier Soto' }).click();
  await expect(row).toContainText('Leído');
  await expect.poll(() => shell.badgeCount('Mensajes')).toBe(before.unread - 1 || null);
  await page.getByLabel('Solo los no leídos').check();
  await expect(page.locator('tr', { hasText: email })).toHaveCount(0);
});

test('a dojo administrator has no messages entry, and the API refuses them the inbox', async ({
  page,
  request,
}) => {
  await signInAs(page, DOJO_ADMIN.mail);
  await new AppShell(page).expectEntry('Mensajes', false);
  await page.goto('/es/app/mensajes');
  await expect(page).toHaveURL('/es/app/inicio');
  const answer = await request.post('/graphql', {
    data: { query: '{ contactMessages { total } }' },
    headers: { authorization: `Bearer ${await demoToken(request, DOJO_ADMIN.mail)}` },
  });
  expect((await answer.json()).errors[0].extensions.code).toBe('FORBIDDEN');
});
