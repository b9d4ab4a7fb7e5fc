import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { cardList, createDojoMember } from '../support/cardsApi';
import { DOJO_ADMIN, signInAs } from '../support/demo';
import { unique } from '../support/membersApi';

const ticked = (cards: CardsPage) => cards.rows.locator('td.select-cell input:checked');

/** The public card check of a printed card's code: true when it answers, false when refused. */
async function cardChecks(page: Page, memberNumber: string, code: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'query ($n: String!, $c: String!) { cardCheck(memberNumber: $n, code: $c) { memberNumber } }',
      variables: { n: memberNumber, c: code },
    },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  return !body.errors;
}

const codeOf = (link: string) => new URL(link, 'http://federa').searchParams.get('valCode')!;

test("a dojo administrator's cards list: every printable row at first, an explicit selection across pages and searches, a member without mail, a card code renewed, a row in the route and its menu", async ({
  page,
}) => {
  test.slow();
  const family = unique('Familia');
  for (const given of ['Ana', 'Luis', 'Sara'])
    await createDojoMember(page.request, { firstName: given, lastName: family });
  const noMail = await createDojoMember(page.request, { mail: null });
  const renewed = await createDojoMember(page.request, {});
  const { printable, total, items } = await cardList(page.request, DOJO_ADMIN.mail);
  expect(total).toBeGreaterThan(20); // two pages at least, and a row on the second
  const cards = new CardsPage(page);
  await signInAs(page, DOJO_ADMIN.mail, { at: cards.url() });
  await cards.expectOpen();

  // Every printable row of the dojo, not only the 15 shown, and none of them ticked.
  await expect(cards.printButton).toHaveText(`Imprimir ${printable} carnets`);
  await expect(cards.selectionButton).toHaveText('Todos los asociados seleccionados');
  await expect(cards.selectionButton).toBeDisabled();
  await expect(ticked(cards)).toHaveCount(0);
  await expect(cards.footnote).toHaveText('(*) Asociado sin email');
  // nTot and nPrint of the whole list.
  await expect(cards.footer.locator('.list-counts')).toContainText(`Asociados${total}`);
  await expect(cards.footer.locator('.list-counts')).toContainText(`Con carnet imprimible${printable}`);
  // A wide screen shows the name; a dojo administrator's list is one dojo: nothing stands out.
  await expect(cards.cell(cards.rows.first(), 'Nombre')).toBeVisible();
  await expect(cards.cell(cards.rows.first(), 'Dojo')).toBeVisible();
  await expect(cards.cell(cards.rows.first(), 'Dojo').locator('strong')).toHaveCount(0);

  // A tick starts an explicit selection, kept across pages.
  const first = cards.printableRows.first();
  const firstId = Number(await first.getAttribute('data-row-id'));
  const firstNumber = (await cards.cell(first, 'Número').innerText()).trim();
  await cards.tick(first).check();
  await expect(cards.printButton).toHaveText('Imprimir 1 carnet');
  await expect(cards.selectedText).toHaveText('1 asociado seleccionado');
  await expect(cards.selectionButton).toHaveText('Deseleccionar todo');
  // The preview shows only the ticked.
  await cards.openPreview();
  await expect(cards.previewRange).toHaveText('Carnets 1–1 de 1');
  await expect(cards.fronts).toHaveCount(1);
  await expect(cards.fronts).toContainText(`Nº ${firstNumber}`);
  await cards.closePreview();

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

  // A new search starts again from every printable row of the searched list.
  await cards.tick(cards.printableRows.first()).check();
  await expect(cards.printButton).toHaveText('Imprimir 1 carnet');
  await cards.search.fill(family);
  await expect(cards.rows).toHaveCount(3);
  await expect(cards.selectionButton).toHaveText('Todos los asociados seleccionados');
  await expect(cards.printButton).toHaveText('Imprimir 3 carnets');
  await expect(ticked(cards)).toHaveCount(0);

  // A member without a mail is greyed, cannot be ticked, is marked '(*)' and prints no card.
  await cards.search.fill(noMail.lastName);
  const row = cards.rowById(noMail.id);
  await expect(cards.rows).toHaveCount(1);
  await expect(row).toHaveClass(/row-unselectable/);
  await expect(cards.tick(row)).toBeDisabled();
  await expect(cards.cell(row, 'Imprimible')).toContainText('No (*)');
  await expect(cards.footnote).toHaveText('(*) Asociado sin email');
  await expect(cards.printButton).toHaveText('Imprimir 0 carnets');
  await expect(cards.printButton).toBeDisabled();

  // 'Renovar código del carnet' asks first, then the printed cards stop checking and new ones do.
  const before = items.find((item) => item.id === renewed.id)!;
  expect(await cardChecks(page, renewed.memberNumber, codeOf(before.checkLink!))).toBe(true);
  await cards.search.fill(renewed.lastName);
  await expect(cards.rows).toHaveCount(1);
  await cards.rowAction(renewed.lastName, 'Renovar código del carnet');
  await expect(cards.dialog).toContainText('dejarán de comprobarse');
  // No: nothing changes.
  await cards.dialog.getByRole('button', { name: 'No' }).click();
  expect(await cardChecks(page, renewed.memberNumber, codeOf(before.checkLink!))).toBe(true);
  await cards.rowAction(renewed.lastName, 'Renovar código del carnet');
  await cards.dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(cards.dialog).toContainText('los carnets impresos antes ya no son válidos');
  const after = (await cardList(page.request, DOJO_ADMIN.mail, renewed.lastName)).items[0];
  expect(after.checkLink).not.toBe(before.checkLink);
  expect(await cardChecks(page, renewed.memberNumber, codeOf(before.checkLink!))).toBe(false);
  expect(await cardChecks(page, renewed.memberNumber, codeOf(after.checkLink!))).toBe(true);

  // /carnets/{idReg} shows the page of that member and highlights the row.
  const target = items[20];
  await cards.goto(target.id);
  await expect(cards.highlightedRow).toHaveAttribute('data-row-id', String(target.id));
  await expect(cards.currentPage).toHaveText('2');

  // A row's menu opens the member view.
  const shown = cards.printableRows.first();
  const number = (await cards.cell(shown, 'Número').innerText()).trim();
  await shown.locator('.row-menu-button').click();
  await page.getByRole('menuitem', { name: 'Ver asociado', exact: true }).click();
  await expect(page).toHaveURL(`/es/app/asociados/usuario/${number}`);
});
