import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PublicPage } from '../pom/PublicPage';
import { MEMBER, demoToken, signInAs } from '../support/demo';

// Issue 26 (item 1): a contact message is a member's only when sent signed in. The landing page's
// form sends the stored session, so what a signed-in member writes reaches their data export.

async function exportedMessages(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await demoToken(request, MEMBER.mail)}` };
  const me = await request.post('/graphql', { data: { query: '{ me { id } }' }, headers });
  const { id } = ((await me.json()) as { data: { me: { id: number } } }).data.me;
  const data = await request.post('/graphql', {
    data: { query: 'query ($id: Int!) { memberPersonalData(id: $id) }', variables: { id } },
    headers,
  });
  const body = (await data.json()) as {
    data: { memberPersonalData: { contactMessages: { rows: { mensaje: string }[] } } };
  };
  return body.data.memberPersonalData.contactMessages.rows.map((row) => row.mensaje);
}

test('a signed-in member’s message from the landing page is in their data export', async ({
  page,
  request,
}) => {
  await signInAs(page, MEMBER.mail);
  const site = new PublicPage(page);
  await site.goto();
  await site.scrollTo('contacto');
  const form = page.locator('#contacto form');
  const text = `Escrito con la sesión abierta ${Date.now()}`;
  await form.getByLabel('Nombre').fill(MEMBER.name);
  // Any address: the session, not the address, makes the message theirs.
  await form.getByLabel('Email').fill(`otra.direccion.${Date.now()}@correo.test`);
  await form.getByLabel('Mensaje').fill(text);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Mensaje enviado correctamente.')).toBeVisible();
  await expect.poll(() => exportedMessages(request)).toContain(text);
});
