import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import sharp from 'sharp';
import { DojosPage } from '../pom/DojosPage';
import { ADMIN } from '../support/demo';
import { photoLikeJpeg } from '../support/photo';

// Association 1 of the demo federation, administered by asoc@demo.federa.
const CENTRO = 'Asociación Cultural de Aikido Centro';

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('a global administrator adds a dojo with a cropped logo, edits it and deletes it', async ({
  page,
}, testInfo) => {
  // It draws a detailed photo and uploads its 6 MB logo: more than a plain journey's time.
  test.slow();
  const dojos = new DojosPage(page);
  const name = `E2E Dojo ${testInfo.project.name} ${Date.now()}`;
  const photo = await photoLikeJpeg();
  await dojos.signInAs(ADMIN.mail);

  // From the association list to its dojos: the list is filtered by that association.
  await page.goto('/es/app/asociaciones');
  await page.getByRole('searchbox').fill(CENTRO);
  const association = page.locator('tbody tr').filter({ hasText: CENTRO });
  await association.getByRole('button', { name: `Acciones de ${CENTRO}` }).click();
  await page.getByRole('menuitem', { name: 'Ver dojos' }).click();
  await expect(page).toHaveURL('/es/app/dojos/asoc_1');
  await expect(dojos.heading).toHaveText(`Dojos de ${CENTRO}`);
  await expect(dojos.filterChip).toContainText(`Filtrado por: ${CENTRO}`);
  await expect(dojos.clearFilter).toHaveAttribute('href', '/es/app/dojos/asoc_0');
  await expectNoSeriousAxeViolations(page);

  // alt+n opens the new dojo, in the filtered association.
  await expect(dojos.addButton).toHaveText(`+ Añadir nuevo dojo a: ${CENTRO}`);
  await page.keyboard.press('Alt+KeyN');
  await expect(dojos.modal).toHaveAccessibleName('Nuevo dojo');
  await expect(dojos.field('Asociación')).toHaveValue('1');
  await expect(dojos.field('Asociación')).toBeEnabled();
  await dojos.fill({ nombre: name, ciudad: 'Alcalá de Henares', pais: 'España', provincia: 'Madrid' });

  await dojos.fill({ web: 'https://aikido-alcala.es' });

  // A file that is not an image is refused before any crop.
  await dojos.pickLogo({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('no es un png') });
  await expect(dojos.modal.getByRole('alert')).toHaveText('La imagen no se puede leer.');

  // Esc leaves the crop alone, not the dojo form underneath.
  const photoFile = { name: 'dojo.jpg', mimeType: 'image/jpeg', buffer: photo };
  await dojos.pickLogo(photoFile);
  await expect(dojos.cropDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dojos.cropDialog).toBeHidden();
  await expect(dojos.question).toBeHidden();
  await expect(dojos.modal).toBeVisible();
  await expect(dojos.logoPreview).toHaveCount(0);

  // A detailed photo, cropped to the 1800 px square logo.
  await dojos.pickLogo(photoFile);
  await expect(dojos.cropDialog).toBeVisible();
  await expect(dojos.cropDialog.getByLabel('Zoom')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dojos.cropDialog.getByRole('button', { name: 'Usar imagen' }).click();
  await expect(dojos.cropDialog).toBeHidden();
  await expect(dojos.logoPreview).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectNoSeriousAxeViolations(page);

  const sent = page.waitForRequest((request) => request.postData()?.includes('CreateDojo') ?? false);
  await dojos.saveButton.click();
  const logo: string = (await sent).postDataJSON().variables.input.logo;
  // Measured: a photo's 1800×1800 PNG passes the former 5 MB limit, and the server takes it.
  const logoBytes = Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64');
  expect(logoBytes.length).toBeGreaterThan(5 * 1024 * 1024);
  expect(await sharp(logoBytes).metadata()).toMatchObject({ format: 'png', width: 1800, height: 1800 });

  // Saved: the modal closes and the new row is shown, highlighted.
  await expect(dojos.modal).toBeHidden();
  const row = dojos.row(name);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText('Alcalá de Henares');
  await expect(row.getByRole('link', { name: CENTRO })).toHaveAttribute('href', '/es/app/asociaciones/1');
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    /^\/es\/app\/asociados\/dojo_\d+$/,
  );

  // The same name again in the same association is refused by the server, under the name.
  await dojos.addButton.click();
  await dojos.fill({ nombre: name, ciudad: 'Madrid', pais: 'España', provincia: 'Madrid' });
  await dojos.saveButton.click();
  await dojos.expectFieldError('Nombre', 'Ya existe un dojo con ese nombre en la asociación.');
  await page.keyboard.press('Escape');
  await dojos.answer('Sí');
  await expect(dojos.modal).toBeHidden();

  // Editing: the stored logo is served at /dojo/…, re-encoded as a 1800 px PNG.
  await dojos.rowAction(row, 'Editar');
  await expect(dojos.modal).toHaveAccessibleName('Editar dojo');
  await expect(dojos.field('Nombre')).toHaveValue(name);
  await expect(dojos.field('Web')).toHaveValue('https://aikido-alcala.es');
  await expect(dojos.field('Provincia')).toHaveValue('28');
  await expect(dojos.logoPreview).toHaveAttribute('src', /^\/dojo\/[\w-]+\.png$/);
  const served = await page.request.get((await dojos.logoPreview.getAttribute('src'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 1800, height: 1800 });

  // A changed field: Esc asks first; No keeps the modal and the change, Sí leaves without saving.
  await dojos.field('Ciudad').fill('Getafe');
  await page.keyboard.press('Escape');
  await expect(dojos.question).toContainText(
    'Hay valores modificados, estás seguro que quieres salir sin aplicar los cambios?',
  );
  await dojos.answer('No');
  await expect(dojos.question).toBeHidden();
  await expect(dojos.field('Ciudad')).toHaveValue('Getafe');
  await page.keyboard.press('Escape');
  await dojos.answer('Sí');
  await expect(dojos.modal).toBeHidden();
  await expect(row).toContainText('Alcalá de Henares');

  // Removing the logo: saved without it, and its file is gone.
  await dojos.rowAction(row, 'Editar');
  await expect(dojos.logoPreview).toBeVisible();
  await dojos.modal.getByRole('button', { name: 'Quitar imagen' }).click();
  await expect(dojos.logoPreview).toHaveCount(0);
  await expect(dojos.modal.getByText('Sin imagen')).toBeVisible();
  await dojos.saveButton.click();
  await expect(dojos.modal).toBeHidden();
  await expect(row).toHaveAttribute('aria-current', 'true');
  expect((await page.request.get(new URL(served.url()).pathname)).status()).toBe(404);
  await dojos.rowAction(row, 'Editar');
  await expect(dojos.modal.getByText('Sin imagen')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dojos.modal).toBeHidden();

  // Deleting: the success message, then the list without the dojo.
  await dojos.rowAction(row, 'Eliminar');
  await expect(dojos.question).toContainText(`¿Seguro que quieres eliminar «${name}»?`);
  await dojos.answer('Sí');
  await expect(page.getByRole('dialog', { name: 'Dojo eliminado' })).toBeVisible();
  await expect(dojos.row(name)).toHaveCount(0);
});
