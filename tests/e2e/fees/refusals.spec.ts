import { expect, test } from '../support/fixtures';
import { FeesPage } from '../pom/FeesPage';
import { DOJO_ADMIN, demoToken, signInAs } from '../support/demo';

// A year of its own, far from the demo's batches and the other journeys' (a worker's journeys share
// its database).
const YEAR = String(new Date().getFullYear() - 21);

test('what changed behind the screen is refused with the server’s reasons (part 2 §8)', async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const fees = new FeesPage(page);
  await fees.goto();
  await fees.addButton.click();
  await fees.year.selectOption(YEAR);
  await fees.selectAll.check();
  await fees.saveButton.click();
  await fees.expectModalClosed();
  const id = Number(await fees.highlightedRow.getAttribute('data-row-id'));

  // Validated elsewhere (another tab, say) while this list still shows it waiting.
  const answer = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($ids: [Int!]!) { validateFeeBatches(ids: $ids, level: 1) { id state } }',
      variables: { ids: [id] },
    },
    headers: { authorization: `Bearer ${await demoToken(page.request, DOJO_ADMIN.mail)}` },
  });
  expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();

  await fees.batchAction(id, 'Eliminar');
  await fees.confirm();
  await expect(fees.dialog).toContainText('La remesa no se puede eliminar.');
  await expect(fees.dialog).toContainText('La remesa ya está validada.');
  await fees.acknowledge();

  await fees.tick(id).check();
  await fees.validateButton.click();
  await expect(fees.dialog).toContainText('La remesa no se ha podido validar.');
  await expect(fees.dialog).toContainText('La remesa ya está validada en ese nivel.');
});
