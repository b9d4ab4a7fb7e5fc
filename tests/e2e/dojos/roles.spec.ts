import { expect, test } from '../support/fixtures';
import { DojosPage } from '../pom/DojosPage';
import { DOJO_ADMIN } from '../support/demo';

const ASSOCIATION_ADMIN = { mail: 'asoc@demo.federa' };
const CENTRO = 'Asociación Cultural de Aikido Centro';

test('a dojo administrator acts on their own dojo only, and cannot delete one with members', async ({
  page,
}) => {
  const dojos = new DojosPage(page);
  await dojos.signInAs(DOJO_ADMIN.mail);

  // idReg 1 (their dojo) jumps to its page and highlights it.
  await dojos.goto(0, 1);
  await expect(dojos.heading).toHaveText('Dojos');
  const own = dojos.highlightedRow;
  await expect(own).toHaveCount(1);
  await expect(own.getByRole('link').first()).toHaveAttribute('href', '/es/app/asociados/dojo_1');

  // Exactly: view members, edit, delete (no view association, §6).
  await dojos.menuButton(own).click();
  await expect(dojos.menuItems).toHaveText(['Ver asociados', 'Editar', 'Eliminar']);
  await page.keyboard.press('Escape');
  await expect(dojos.menuItems).toHaveCount(0);

  // Every other row has no menu at all.
  const otherRows = page.locator('tbody tr:not([aria-current="true"])');
  await expect(otherRows).not.toHaveCount(0);
  await expect(otherRows.getByRole('button', { name: /^Acciones de / })).toHaveCount(0);

  // No add button, and alt+n opens nothing.
  await expect(dojos.addButton).toHaveCount(0);
  await page.keyboard.press('Alt+KeyN');
  await dojos.menuButton(own).click();
  await expect(dojos.menuItems).toHaveCount(3);
  await expect(dojos.modal).toHaveCount(0);

  // Their dojo has members: the server refuses, and says why (the demo dojo stays).
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await dojos.answer('Sí');
  const refusal = page.getByRole('alertdialog', { name: 'El dojo no se puede eliminar' });
  await expect(refusal).toContainText(
    'El dojo tiene asociados o cuotas asignadas, por lo que no puede ser eliminado',
  );
  await refusal.getByRole('button', { name: 'Aceptar' }).click();
  await expect(own).toHaveCount(1);
});

test('an association administrator creates dojos in their own association only', async ({
  page,
}, testInfo) => {
  const dojos = new DojosPage(page);
  const name = `E2E Asoc ${testInfo.project.name} ${Date.now()}`;
  await dojos.signInAs(ASSOCIATION_ADMIN.mail);
  await dojos.goto(0);

  await expect(dojos.addButton).toHaveText(`+ Añadir nuevo dojo a: ${CENTRO}`);
  await dojos.addButton.click();
  await expect(dojos.field('Asociación')).toHaveValue('1');
  await expect(dojos.field('Asociación')).toBeDisabled();
  await expect(dojos.modal.getByText('Tus dojos se guardan en tu asociación.')).toBeVisible();

  // The province list follows the country, and starts again when the country changes.
  await dojos.fill({ nombre: name, ciudad: 'Toledo', pais: 'España', provincia: 'Toledo' });
  await dojos.fill({ pais: 'Francia' });
  await expect(dojos.field('Provincia')).toHaveValue('');
  await dojos.fill({ pais: 'España', provincia: 'Toledo' });
  await dojos.saveButton.click();

  const row = dojos.row(name);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row.getByRole('link', { name: CENTRO })).toBeVisible();

  // Dojos of their association get the whole menu; they may delete this empty one.
  await dojos.menuButton(row).click();
  await expect(dojos.menuItems).toHaveText(['Ver asociados', 'Ver asociación', 'Editar', 'Eliminar']);
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await dojos.answer('Sí');
  await expect(page.getByRole('dialog', { name: 'Dojo eliminado' })).toBeVisible();
  await expect(dojos.row(name)).toHaveCount(0);
});
