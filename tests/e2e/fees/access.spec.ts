import { expect, test } from '../support/fixtures';
import { FeesPage } from '../pom/FeesPage';
import { expectNoSeriousViolations } from '../support/axe';
import { DOJO_ADMIN, MEMBER, signInAs } from '../support/demo';

/** The page is no wider than the window (a string: the journeys are compiled without the DOM). */
const NO_SIDEWAYS_SCROLL = 'document.documentElement.scrollWidth <= window.innerWidth';

test('a plain member sent to the fee batches lands on the home', async ({ page }) => {
  await signInAs(page, MEMBER.mail);
  await page.goto('/es/app/cuotas');
  await expect(page).toHaveURL('/es/app/inicio');
});

test('an unknown batch in the route goes to the list route', async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail);
  await page.goto('/es/app/cuotas/999999');
  await expect(page).toHaveURL('/es/app/cuotas');
  await expect(new FeesPage(page).rows.first()).toBeVisible();
});

test('a batch id in the route that is no number goes to the list route too', async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail);
  await page.goto('/es/app/cuotas/abc');
  await expect(page).toHaveURL('/es/app/cuotas');
  await expect(new FeesPage(page).rows.first()).toBeVisible();
});

test(
  'the fee batch list and its modal have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    // Several axe-core scans of whole pages, seconds each while both workers are busy.
    test.slow();
    await signInAs(page, DOJO_ADMIN.mail);
    const fees = new FeesPage(page);
    await fees.goto();
    await expect(fees.rows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'fee batch list');
    await expect.poll(() => page.evaluate<boolean>(NO_SIDEWAYS_SCROLL)).toBe(true);

    // The dojo's batch of this year waits for it: open, with its members ticked.
    await fees.typeFilter.selectOption('no_dojo');
    // A row of the filtered list, not one of the list still shown while it loads.
    await expect(fees.levels(fees.rows).filter({ hasNotText: 'Dojo: sin validar' })).toHaveCount(0);
    const id = Number(await fees.rows.first().getAttribute('data-row-id'));
    await fees.batchAction(id, 'Modificar');
    await expect(fees.modalTitle).toHaveText('Modificar remesa de cuotas');
    await expect(fees.memberTicks.first()).toBeVisible();
    // A finger's target (WCAG 2.5.8): 24 px at least, the tick-all too.
    for (const tick of [fees.memberTicks.first(), fees.selectAll]) {
      const size = (await tick.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
    }
    await expectNoSeriousViolations(page, 'fee batch modal');
    // At 375 px the member table scrolls inside its frame: neither the page nor the modal is
    // wider than the screen.
    await expect.poll(() => page.evaluate<boolean>(NO_SIDEWAYS_SCROLL)).toBe(true);
    const body = fees.modal.locator('.edit-modal-body');
    await expect.poll(() => body.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    // A new batch with its errors shown.
    await fees.cancelButton.click();
    await fees.expectModalClosed();
    await fees.addButton.click();
    await fees.saveButton.click();
    await expect(fees.fieldError('Año')).toHaveText('El año es requerido.');
    await expectNoSeriousViolations(page, 'new fee batch with errors');
  },
);

test('a batch nobody validated yet is deleted from its modal', async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const fees = new FeesPage(page);
  await fees.goto();
  await fees.addButton.click();
  // A year of its own, far from the demo's batches and the validation journey's.
  await fees.year.selectOption(String(new Date().getFullYear() - 20));
  await fees.selectAll.check();
  await expect(fees.tickedCount).not.toHaveText('Marcados: 0 adultos, 0 niños');
  await fees.saveButton.click();
  await fees.expectModalClosed();
  const id = Number(await fees.highlightedRow.getAttribute('data-row-id'));

  await fees.batchAction(id, 'Modificar');
  await fees.deleteButton.click();
  await expect(fees.dialog).toContainText(`Remesa ${id}`);
  await fees.confirm();
  await expect(fees.dialog).toContainText('Remesa de cuotas eliminada.');
  await fees.expectModalClosed();
  await expect(fees.rowById(id)).toHaveCount(0);
});
