import { CARD_HEIGHT_MM, CARD_WIDTH_MM, cardName } from '../../../schema/validation/cards';
import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { cardList, createDojoMember } from '../support/cardsApi';
import { DOJO_ADMIN, signInAs } from '../support/demo';
import { unique } from '../support/membersApi';
import { pdfPages, pdfText, scanBacks } from '../support/printedCards';

test('the preview shows the cards front and back a few at a time, and the PDF of the dojo holds two pages the size of a card for each member, with a QR code of each member view and names formatted', async ({
  page,
}, testInfo) => {
  // Rendering each back page at 300 dpi and scanning it takes a while for a whole dojo.
  test.setTimeout(240_000);
  const long = await createDojoMember(page.request, {
    firstName: 'María del Carmen Josefa',
    lastName: `${unique('Fernández-Villaverde')} Castellanos`,
  });
  const { items, printable } = await cardList(page.request, DOJO_ADMIN.mail);
  const printed = items.filter((row) => row.printable);
  expect(printed).toHaveLength(printable);
  expect(printed.map((row) => row.id)).toContain(long.id);

  const cards = new CardsPage(page);
  await signInAs(page, DOJO_ADMIN.mail, { at: cards.url() });
  await cards.expectOpen();
  await cards.openPreview();
  await expect(cards.previewRange).toHaveText(`Carnets 1–4 de ${printable}`);
  await expect(cards.fronts).toHaveCount(4);
  await expect(cards.backs).toHaveCount(4);
  const name = cardName(printed[0].firstName, printed[0].lastName);
  await expect(cards.fronts.first()).toContainText('Federación de Asociaciones Culturales de Aikido');
  await expect(cards.fronts.first()).toHaveAccessibleName(`Anverso del carnet de ${name}`);
  await expect(cards.fronts.first()).toContainText(name);
  await expect(cards.fronts.first()).toContainText(`Nº ${printed[0].memberNumber}`);
  await expect(
    cards.backs.first().getByRole('img', { name: `Código QR del carnet de ${name}` }),
  ).toBeVisible();
  await cards.modal.getByRole('button', { name: 'Siguientes' }).click();
  await expect(cards.previewRange).toHaveText(`Carnets 5–8 de ${printable}`);
  await expect(cards.fronts.first()).toContainText(`Nº ${printed[4].memberNumber}`);

  const file = testInfo.outputPath('carnets.pdf');
  const download = await cards.downloadPdf(file);
  expect(download.suggestedFilename()).toBe('carnets-asociados.pdf');
  await expect(cards.progress).toHaveCount(0);

  const { pages, widthMm, heightMm } = pdfPages(file);
  expect(pages).toBe(2 * printable);
  expect(Math.abs(widthMm - CARD_WIDTH_MM)).toBeLessThan(0.1);
  expect(Math.abs(heightMm - CARD_HEIGHT_MM)).toBeLessThan(0.1);

  // Every back, in list order, opens that member's view with their mail and card code.
  const origin = new URL(page.url()).origin;
  const scanned = scanBacks(file, pages);
  expect(scanned).toEqual(printed.map((row) => `${origin}${row.checkLink}`));
  scanned.forEach((text, index) => {
    const url = new URL(text);
    expect(url.pathname).toBe(`/es/app/asociados/usuario/${printed[index].memberNumber}`);
    expect(url.searchParams.get('mail')).toBe(printed[index].mail);
    expect(url.searchParams.get('valCode')).toMatch(/^[0-9a-f]{32}$/);
  });

  const text = pdfText(file);
  expect(text).toContain('Federación de Asociaciones Culturales de Aikido');
  const formatted = cardName(long.firstName, long.lastName);
  expect(`${long.firstName} ${long.lastName}`.length).toBeGreaterThan(30);
  expect(formatted.length).toBeLessThanOrEqual(30);
  expect(formatted.startsWith('M. C. J. Fernández-Villaverde')).toBe(true);
  expect(text).toContain(formatted);
  expect(text).not.toContain('María del Carmen');
});
