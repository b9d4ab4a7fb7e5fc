import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { FeesPage } from '../pom/FeesPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, ASSOCIATION_ADMIN, DOJO_ADMIN, signInAs } from '../support/demo';

// Nobody in the demo has a fee for next year: the batch made here is the only one of its year.
const YEAR = String(new Date().getFullYear() + 1);

test('a batch goes from its dojo through the association to the national validation, and then the dojo can no longer undo it', async ({
  page,
}) => {
  // Three sign-ins, a batch made and three validations on one worker's server.
  test.slow();
  const fees = new FeesPage(page);

  // The dojo administrator makes the batch.
  await signInAs(page, DOJO_ADMIN.mail, { at: fees.url() });
  await fees.expectOpen();
  await expect(fees.rows.first()).toBeVisible();
  await expectNoSeriousViolations(page, 'fee batch list');
  await page.keyboard.press('Alt+n');
  await expect(fees.modalTitle).toHaveText('Nueva remesa de cuotas');

  // Saved before anything is chosen: the modal with its members' table and an error message.
  await fees.saveButton.click();
  await expect(fees.fieldError('Año')).toHaveText('El año es requerido.');
  await fees.year.selectOption(YEAR);
  await expect(fees.memberTicks.first()).toBeVisible();
  await expect(fees.membersError).toHaveText('Debes marcar al menos un asociado.');
  // A finger's target (WCAG 2.5.8): 24 px at least, the tick-all too.
  for (const tick of [fees.memberTicks.first(), fees.selectAll]) {
    const size = (await tick.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
  }
  await expectNoSeriousViolations(page, 'new fee batch with errors');

  await fees.memberTicks.nth(0).check();
  await fees.memberTicks.nth(1).check();
  await expect(fees.tickedCount).toHaveText(/^Marcados: \d adultos?, \d niños?$/);
  const counted = (await fees.tickedCount.textContent())!.match(/\d+/g)!.map(Number);
  expect(counted[0] + counted[1]).toBe(2);

  await page.keyboard.press('Alt+g');
  await fees.expectModalClosed();
  await expect(fees.highlightedRow).toBeVisible();
  const id = Number(await fees.highlightedRow.getAttribute('data-row-id'));
  const row = fees.rowById(id);
  await expect(fees.cell(row, 'Año')).toHaveText(YEAR);
  await expect(fees.cell(row, 'Adultos')).toHaveText(String(counted[0]));
  await expect(fees.cell(row, 'Niños')).toHaveText(String(counted[1]));
  await expect(fees.levels(row)).toContainText('Dojo: sin validar');

  await fees.bulk(id, 'Validar', 'Remesa de cuotas validada.');
  await expect(fees.levels(row)).toContainText('Dojo: validada');
  await expect(fees.levels(row)).toContainText('Asociación: sin validar');
  // Still theirs to undo while the association has not validated.
  await expect(fees.tick(id)).toBeEnabled();

  // The association administrator: level 2.
  await signInAs(page, ASSOCIATION_ADMIN.mail, { at: fees.url(id) });
  await fees.expectOpen();
  await expect(fees.highlightedRow).toHaveAttribute('data-row-id', String(id));
  // The Cuotas badge counts this batch while it waits for them, and drops once they validate
  // it, without a reload.
  const shell = new AppShell(page);
  await expect.poll(() => shell.badgeCount('Cuotas')).toBeGreaterThan(0);
  const waiting = (await shell.badgeCount('Cuotas'))!;
  await fees.bulk(id, 'Validar', 'Remesa de cuotas validada.');
  await expect(fees.levels(row)).toContainText('Asociación: validada');
  await expect.poll(() => shell.badgeCount('Cuotas')).toBe(waiting - 1 || null);

  // The national administrator: level 3.
  await signInAs(page, ADMIN.mail, { at: fees.url(id) });
  await fees.expectOpen();
  await expect(fees.highlightedRow).toHaveAttribute('data-row-id', String(id));
  await fees.bulk(id, 'Validar', 'Remesa de cuotas validada.');
  await expect(fees.levels(row)).toContainText('Nacional: validada');

  // Back to the dojo: nothing left to tick, and the batch opens read-only with its history.
  await signInAs(page, DOJO_ADMIN.mail, { at: fees.url(id) });
  await fees.expectOpen();
  await expect(fees.highlightedRow).toHaveAttribute('data-row-id', String(id));
  await expect(fees.tick(id)).toBeDisabled();
  await fees.batchAction(id, 'Ver');
  await expect(fees.modalTitle).toHaveText('Ver remesa de cuotas');
  await expect(fees.year).toBeDisabled();
  await expect(fees.saveButton).toHaveCount(0);
  await expect(fees.deleteButton).toHaveCount(0);
  await expect(fees.memberTicks).toHaveCount(2);
  await expect(fees.history).toHaveCount(3);
  await expect(fees.history.first()).toContainText('Nacional');
  await expect(fees.history.first()).toContainText('Validada');
  await expect(fees.history.last()).toContainText('Dojo');
  await expectNoSeriousViolations(page, 'the read-only batch with its history');
});
