import { expect, test } from '../support/fixtures';
import { FeesPage } from '../pom/FeesPage';
import { DOJO_ADMIN, demoToken, signInAs } from '../support/demo';

// A year of its own, far from the demo's batches and the chain's (a worker's journeys share its
// database).
const YEAR = String(new Date().getFullYear() - 21);

test("a dojo administrator's batch changed behind the screen is refused with the server's reasons, then undone and deleted", async ({
  page,
}) => {
  // A long journey: several screens while both workers are busy.
  test.slow();
  const fees = new FeesPage(page);
  await signInAs(page, DOJO_ADMIN.mail, { at: fees.url() });
  await fees.expectOpen();
  await fees.addButton.click();
  await fees.year.selectOption(YEAR);
  await fees.selectAll.check();
  await expect(fees.tickedCount).not.toHaveText('Marcados: 0 adultos, 0 niños');
  await fees.saveButton.click();
  await fees.expectModalClosed();
  const id = Number(await fees.highlightedRow.getAttribute('data-row-id'));

  // Validated elsewhere (another tab, say) while this list still shows it waiting (part 2 §8).
  const answer = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($ids: [Int!]!) { validateFeeBatches(ids: $ids, level: 1) { id state } }',
      variables: { ids: [id] },
    },
    headers: { authorization: `Bearer ${await demoToken(page.request, DOJO_ADMIN.mail)}` },
  });
  expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();

  await fees.batchAction(id, 'Eliminar');
  await expect(fees.dialog).toContainText(`Remesa ${id}`);
  await fees.confirm();
  await expect(fees.dialog).toContainText('La remesa no se puede eliminar.');
  await expect(fees.dialog).toContainText('La remesa ya está validada.');
  await fees.acknowledge();
  await fees.tick(id).check();
  await fees.validateButton.click();
  await expect(fees.dialog).toContainText('La remesa no se ha podido validar.');
  await expect(fees.dialog).toContainText('La remesa ya está validada en ese nivel.');
  await fees.acknowledge();

  // Read again, it is theirs to undo, and then to delete from its modal.
  await fees.goto(id);
  await expect(fees.levels(fees.rowById(id))).toContainText('Dojo: validada');
  await fees.bulk(id, 'Desvalidar', 'Remesa de cuotas desvalidada.');
  await expect(fees.levels(fees.rowById(id))).toContainText('Dojo: sin validar');
  await fees.batchAction(id, 'Modificar');
  await fees.deleteButton.click();
  await expect(fees.dialog).toContainText(`Remesa ${id}`);
  await fees.confirm();
  await expect(fees.dialog).toContainText('Remesa de cuotas eliminada.');
  await fees.expectModalClosed();
  await expect(fees.rowById(id)).toHaveCount(0);

  // A batch no longer there, or an id that is no number, in the route: the list route.
  await page.goto(`/es/app/cuotas/${id}`);
  await expect(page).toHaveURL('/es/app/cuotas');
  await expect(fees.rows.first()).toBeVisible();
  await page.goto('/es/app/cuotas/abc');
  await expect(page).toHaveURL('/es/app/cuotas');
  await expect(fees.rows.first()).toBeVisible();
});
