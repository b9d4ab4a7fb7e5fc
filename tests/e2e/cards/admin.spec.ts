import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, DOJO_ADMIN, demoToken, signInAs } from '../support/demo';
import { call } from '../support/membersApi';

type Named = { id: number; name: string };
type Counts = { total: number; printable: number };

test('the national administrator narrows the cards to one dojo of an association and previews only its cards; list, selection and preview pass axe', async ({
  page,
}) => {
  // Several axe-core scans of whole pages, seconds each while both workers are busy.
  test.slow();
  // The demo dojo (the dojo administrator's) and what the national administrator's list holds.
  const { me } = await call<{ me: { dojoId: number; associationId: number } }>(
    page.request,
    'query { me { dojoId associationId } }',
    {},
    await demoToken(page.request, DOJO_ADMIN.mail),
  );
  const data = await call<{
    associations: { items: Named[] };
    dojos: { items: Named[] };
    all: Counts;
    dojo: Counts & { items: { id: number }[] };
  }>(
    page.request,
    `query ($associationId: Int!, $dojoId: Int!) {
       associations(page: { limit: 1000 }) { items { id name } }
       dojos(associationId: $associationId, page: { limit: 1000 }) { items { id name } }
       all: memberCards(page: { limit: 15 }) { total printable }
       dojo: memberCards(dojoId: $dojoId, page: { limit: 15 }) { total printable items { id } } }`,
    me,
    await demoToken(page.request, ADMIN.mail),
  );
  const association = data.associations.items.find((item) => item.id === me.associationId)!;
  const dojo = data.dojos.items.find((item) => item.id === me.dojoId)!;
  expect(data.dojo.printable).toBeGreaterThan(0);
  expect(data.all.total).toBeGreaterThan(data.dojo.total);

  const cards = new CardsPage(page);
  await signInAs(page, ADMIN.mail, { at: cards.url() });
  await cards.expectOpen();
  await expect(cards.count('Con carnet imprimible')).toHaveText(String(data.all.printable));
  // Rows of every dojo: the dojo column emphasised.
  await expect(cards.cell(cards.rows.first(), 'Dojo').locator('strong')).toBeVisible();
  await expectNoSeriousViolations(page, 'cards list');
  await expect(cards.dojoFilter).toBeDisabled();
  await expect(cards.filterChip).toHaveCount(0);

  await cards.associationFilter.selectOption({ label: association.name });
  await cards.dojoFilter.selectOption({ label: dojo.name });

  await expect(cards.filterChip).toContainText(dojo.name);
  await expect(cards.count('Asociados')).toHaveText(String(data.dojo.total));
  await expect(cards.count('Con carnet imprimible')).toHaveText(String(data.dojo.printable));
  await expect(cards.rows).toHaveCount(data.dojo.items.length);
  await expect
    .poll(() => cards.rows.evaluateAll((rows) => rows.map((row) => Number(row.dataset.rowId))))
    .toEqual(data.dojo.items.map((row) => row.id));
  await cards.expectPrintCount(data.dojo.printable);

  // The preview (and the PDF, which reads the same list: print.spec.ts) holds the dojo's cards.
  await cards.openPreview();
  await expect(cards.previewRange).toContainText(`de ${data.dojo.printable}`);
  await expect(cards.backs.first().getByRole('img')).toBeVisible();
  await expectNoSeriousViolations(page, 'card preview');
  await cards.closePreview();

  await cards.tick(cards.printableRows.first()).check();
  await expect(cards.selectionButton).toHaveText('Deseleccionar todo');
  await expectNoSeriousViolations(page, 'cards list with a selection');
  await cards.selectionButton.click();

  // Clearing the chip gives the whole list back.
  await cards.filterChip.getByRole('button', { name: 'Quitar el filtro' }).click();
  await expect(cards.count('Con carnet imprimible')).toHaveText(String(data.all.printable));
});
