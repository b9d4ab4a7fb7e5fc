import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DojosPage } from '../pom/DojosPage';
import { ADMIN } from '../support/demo';
import { adminToken } from '../support/membersApi';

/** The dojo names of each of the demo's first two associations. */
async function dojoNames(request: APIRequestContext) {
  const token = await adminToken(request);
  const response = await request.post('/graphql', {
    data: {
      query:
        'query { a: dojos(associationId: 1, page: { limit: 1000 }) { items { name } } b: dojos(associationId: 2, page: { limit: 1000 }) { items { name } } }',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as {
    data: { a: { items: { name: string }[] }; b: { items: { name: string }[] } };
  };
  // Only the demo's own dojos: the journeys' "E2E …" dojos come and go while this runs.
  const demo = (items: { name: string }[]) =>
    items.map((d) => d.name).filter((name) => !name.startsWith('E2E '));
  return { first: demo(data.a.items), second: demo(data.b.items) };
}

/** The next answer to the name question, as the screen receives it. */
function nameAnswer(page: Page) {
  return page
    .waitForResponse((response) => response.request().postDataJSON()?.operationName === 'DojoNameTaken')
    .then((response) => response.json() as Promise<{ data: { dojoNameTakenBy: number | null } }>);
}

test('a dojo name taken in the association is said on leaving the field, before any save', async ({
  page,
  request,
}) => {
  const { first, second } = await dojoNames(request);
  // A name of association 1 that association 2 does not use.
  const taken = first.find((name) => !second.some((other) => other.toLowerCase() === name.toLowerCase()));
  expect(taken).toBeDefined();

  const dojos = new DojosPage(page);
  await dojos.signInAs(ADMIN.mail);
  await dojos.goto(1);
  await dojos.addButton.click();
  await expect(dojos.modal).toHaveAccessibleName('Nuevo dojo');
  await expect(dojos.field('Asociación')).toHaveValue('1');

  const message = 'Ya existe un dojo con ese nombre en la asociación.';
  await dojos.field('Nombre').fill(taken!.toUpperCase());
  await dojos.field('Nombre').press('Tab');
  await dojos.expectFieldError('Nombre', message);

  // The answer is about the association: in another one where the name is free it goes away,
  // and back in the first one it is said again.
  await dojos.field('Asociación').selectOption('2');
  await expect(dojos.field('Nombre')).not.toHaveAttribute('aria-invalid', 'true');
  await dojos.field('Asociación').selectOption('1');
  await dojos.expectFieldError('Nombre', message);

  // A free name clears it when the field is left again; nothing was saved meanwhile.
  // (The message goes at once on leaving; waiting for the answer proves it does not come back.)
  await dojos.field('Nombre').fill(`${taken} ${Date.now()}`);
  const free = nameAnswer(page);
  await dojos.field('Nombre').press('Tab');
  expect((await free).data.dojoNameTakenBy).toBeNull();
  await expect(dojos.field('Nombre')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dojos.modal).toHaveAccessibleName('Nuevo dojo');
});

test('a dojo’s own name is not a duplicate of itself', async ({ page, request }) => {
  const { first } = await dojoNames(request);
  const dojos = new DojosPage(page);
  await dojos.signInAs(ADMIN.mail);
  await dojos.goto(1);
  await dojos.search.fill(first[0]);
  await dojos.rowAction(dojos.row(first[0]), 'Editar');
  await expect(dojos.field('Nombre')).toHaveValue(first[0]);
  // The question leaves the dojo itself out: its own name is free for it.
  const own = nameAnswer(page);
  await dojos.field('Nombre').press('Tab');
  expect((await own).data.dojoNameTakenBy).toBeNull();
  await expect(dojos.field('Nombre')).not.toHaveAttribute('aria-invalid', 'true');
  // Another dojo's name is not.
  await dojos.field('Nombre').fill(first[1]);
  await dojos.field('Nombre').press('Tab');
  await dojos.expectFieldError('Nombre', 'Ya existe un dojo con ese nombre en la asociación.');
});
