import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { cardList, createDojoMember } from '../support/cardsApi';
import { DOJO_ADMIN, signInAs } from '../support/demo';
import { unique } from '../support/membersApi';

const ticked = (cards: CardsPage) => cards.rows.locator('td.select-cell input:checked');

test.beforeEach(async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail);
});

test(
  'every printable row of the whole list is selected at first; a tick starts an explicit selection kept across pages; unticking the last or Deseleccionar todo goes back to every row',
  { tag: '@phone' },
  async ({ page }) => {
    const { printable, total } = await cardList(page.request, DOJO_ADMIN.mail);
    expect(total).toBeGreaterThan(15); // two pages at least
    const cards = new CardsPage(page);
    await cards.goto();

    // Every printable row of the dojo, not only the 15 shown, and none of them ticked.
    await expect(cards.printButton).toHaveText(`Imprimir ${printable} carnets`);
    await expect(cards.selectionButton).toHaveText('Todos los asociados seleccionados');
    await expect(cards.selectionButton).toBeDisabled();
    await expect(ticked(cards)).toHaveCount(0);
    await expect(cards.footnote).toHaveText('(*) Asociado sin email');
    // nTot and nPrint of the whole list.
    await expect(cards.footer.locator('.list-counts')).toContainText(`Asociados${total}`);
    await expect(cards.footer.locator('.list-counts')).toContainText(`Con carnet imprimible${printable}`);

    const first = cards.printableRows.first();
    const firstId = Number(await first.getAttribute('data-row-id'));
    await cards.tick(first).check();
    await expect(cards.printButton).toHaveText('Imprimir 1 carnet');
    await expect(cards.selectedText).toHaveText('1 asociado seleccionado');
    await expect(cards.selectionButton).toHaveText('Deseleccionar todo');

    // Another page: the tick stays, and one more adds to it.
    await cards.next.click();
    await expect(cards.currentPage).toHaveText('2');
    await expect(cards.rowById(firstId)).toHaveCount(0);
    const second = cards.printableRows.first();
    const secondId = Number(await second.getAttribute('data-row-id'));
    await cards.tick(second).check();
    await expect(cards.printButton).toHaveText('Imprimir 2 carnets');
    await cards.previous.click();
    await expect(cards.tick(cards.rowById(firstId))).toBeChecked();

    // Unticking both goes back to every row.
    await cards.tick(cards.rowById(firstId)).uncheck();
    await expect(cards.printButton).toHaveText('Imprimir 1 carnet');
    await cards.next.click();
    await cards.tick(cards.rowById(secondId)).uncheck();
    await expect(cards.printButton).toHaveText(`Imprimir ${printable} carnets`);
    await expect(cards.selectionButton).toHaveText('Todos los asociados seleccionados');

    // 'Deseleccionar todo' does too.
    await cards.tick(cards.rowById(secondId)).check();
    await expect(cards.printButton).toHaveText('Imprimir 1 carnet');
    await cards.selectionButton.click();
    await expect(cards.printButton).toHaveText(`Imprimir ${printable} carnets`);
    await expect(ticked(cards)).toHaveCount(0);
  },
);

test(
  'a new search starts again from every printable row of the searched list',
  { tag: '@phone' },
  async ({ page }) => {
    const family = unique('Familia');
    for (const given of ['Ana', 'Luis', 'Sara'])
      await createDojoMember(page.request, { firstName: given, lastName: family });
    const cards = new CardsPage(page);
    await cards.goto();
    await cards.tick(cards.printableRows.first()).check();
    await expect(cards.printButton).toHaveText('Imprimir 1 carnet');

    await cards.search.fill(family);
    await expect(cards.rows).toHaveCount(3);
    await expect(cards.selectionButton).toHaveText('Todos los asociados seleccionados');
    await expect(cards.printButton).toHaveText('Imprimir 3 carnets');
    await expect(ticked(cards)).toHaveCount(0);
  },
);

test(
  "a member without a mail is greyed, cannot be ticked, is marked '(*)' and prints no card",
  { tag: '@phone' },
  async ({ page }) => {
    const member = await createDojoMember(page.request, { mail: null });
    const cards = new CardsPage(page);
    await cards.goto();
    await cards.search.fill(member.lastName);
    const row = cards.rowById(member.id);
    await expect(cards.rows).toHaveCount(1);
    await expect(row).toHaveClass(/row-unselectable/);
    await expect(cards.tick(row)).toBeDisabled();
    await expect(cards.cell(row, 'Imprimible')).toContainText('No (*)');
    await expect(cards.footnote).toHaveText('(*) Asociado sin email');
    // Nothing of this list prints.
    await expect(cards.printButton).toHaveText('Imprimir 0 carnets');
    await expect(cards.printButton).toBeDisabled();
  },
);

test(
  'on a phone the name column is hidden; on a wide screen it is shown',
  { tag: '@phone' },
  async ({ page }) => {
    const cards = new CardsPage(page);
    await cards.goto();
    const name = cards.cell(cards.rows.first(), 'Nombre');
    if (await cards.isPhone()) {
      // Once the rows have become cards (a phone's layout), not only before.
      await expect(page.locator('.list-screen .table-wrap--cards')).toBeVisible();
      await expect(name).toBeHidden();
    } else {
      await expect(name).toBeVisible();
    }
    await expect(cards.cell(cards.rows.first(), 'Dojo')).toBeVisible();
    // A dojo administrator's list is one dojo: nothing to make stand out.
    await expect(cards.cell(cards.rows.first(), 'Dojo').locator('strong')).toHaveCount(0);
  },
);
