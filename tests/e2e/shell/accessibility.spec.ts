import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { ListPage } from '../pom/ListPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';

test('sign-in, shell, association list, modal and dialogs have no serious axe violations', async ({
  page,
}) => {
  // Several axe-core scans of whole pages, seconds each while both workers are busy.
  test.slow();
  await page.goto('/es/app');
  await expectNoSeriousViolations(page, 'sign-in');

  await signInAs(page, ADMIN.mail);
  await expectNoSeriousViolations(page, 'home');
  const shell = new AppShell(page);
  await shell.openMenuIfCollapsed();
  await expectNoSeriousViolations(page, 'sidebar open');

  await page.goto('/es/app/asociaciones');
  const list = new ListPage(page);
  await expect(list.rows.first()).toBeVisible();
  await expectNoSeriousViolations(page, 'association list');

  await list.openRowMenu('Asociación Cultural de Aikido Centro');
  await expectNoSeriousViolations(page, 'row menu');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Alt+n');
  await list.modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(list.fieldError('Nombre')).toBeVisible();
  await expectNoSeriousViolations(page, 'association modal with errors');

  await list.modalField('Nombre').fill('x');
  await page.keyboard.press('Escape');
  await expect(list.dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'modified question');
});

test('the list and its modal work from the keyboard alone', async ({ page }) => {
  await signInAs(page, ADMIN.mail, { at: '/es/app/asociaciones' });
  const list = new ListPage(page);
  await expect(list.rows.first()).toBeVisible();

  // The row menu opens from its button with the keyboard and moves with the arrows.
  const menuButton = list.row('Asociación Cultural de Aikido Centro').locator('.row-menu-button');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Ver dojos' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Enter on Editar opens the modal with the focus inside it; Esc closes it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(list.modal).toBeVisible();
  await expect(list.modalField('Nombre')).toHaveValue('Asociación Cultural de Aikido Centro');
  const focusInside = await page.evaluate<boolean>(
    "document.querySelector('dialog[open]').contains(document.activeElement)",
  );
  expect(focusInside).toBe(true);
  await page.keyboard.press('Escape');
  await expect(list.modal).toBeHidden();
  // The focus goes back to where the modal was opened from.
  await expect(menuButton).toBeFocused();
});
