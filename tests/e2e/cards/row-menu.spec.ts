import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { cardList, createDojoMember } from '../support/cardsApi';
import { DOJO_ADMIN, signInAs } from '../support/demo';

/** The public card check of a printed card's code: true when it answers, false when refused. */
async function cardChecks(page: import('@playwright/test').Page, memberNumber: string, code: string) {
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

test.beforeEach(async ({ page }) => {
  await signInAs(page, DOJO_ADMIN.mail);
});

test("a row's menu opens the member view", { tag: '@phone' }, async ({ page }) => {
  const cards = new CardsPage(page);
  await cards.goto();
  const row = cards.printableRows.first();
  const number = (await cards.cell(row, 'Número').innerText()).trim();
  await row.locator('.row-menu-button').click();
  await page.getByRole('menuitem', { name: 'Ver asociado', exact: true }).click();
  await expect(page).toHaveURL(`/es/app/asociados/usuario/${number}`);
});

test("'Renovar código del carnet' asks first, then the printed cards stop checking and new ones do", async ({
  page,
}) => {
  const member = await createDojoMember(page.request, {});
  const before = (await cardList(page.request, DOJO_ADMIN.mail, member.lastName)).items[0];
  expect(await cardChecks(page, member.memberNumber, codeOf(before.checkLink!))).toBe(true);

  const cards = new CardsPage(page);
  await cards.goto();
  await cards.search.fill(member.lastName);
  await expect(cards.rows).toHaveCount(1);
  await cards.rowAction(member.lastName, 'Renovar código del carnet');
  await expect(cards.dialog).toContainText('dejarán de comprobarse');
  // No: nothing changes.
  await cards.dialog.getByRole('button', { name: 'No' }).click();
  expect(await cardChecks(page, member.memberNumber, codeOf(before.checkLink!))).toBe(true);

  await cards.rowAction(member.lastName, 'Renovar código del carnet');
  await cards.dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(cards.dialog).toContainText('los carnets impresos antes ya no son válidos');
  const after = (await cardList(page.request, DOJO_ADMIN.mail, member.lastName)).items[0];
  expect(after.checkLink).not.toBe(before.checkLink);
  expect(await cardChecks(page, member.memberNumber, codeOf(before.checkLink!))).toBe(false);
  expect(await cardChecks(page, member.memberNumber, codeOf(after.checkLink!))).toBe(true);
});

test('/carnets/{idReg} shows the page of that member and highlights the row', async ({ page }) => {
  const { items } = await cardList(page.request, DOJO_ADMIN.mail);
  const target = items[20];
  const cards = new CardsPage(page);
  await cards.goto(target.id);
  await expect(cards.highlightedRow).toHaveAttribute('data-row-id', String(target.id));
  await expect(cards.currentPage).toHaveText('2');
});
