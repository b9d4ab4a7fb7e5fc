import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { ADMIN, signInAs } from '../support/demo';

test('cancelling the PDF of every member of the federation, from the keyboard while the rows come and again while the cards are drawn, stops the worker and downloads nothing', async ({
  page,
}) => {
  test.slow();
  const cards = new CardsPage(page);
  await signInAs(page, ADMIN.mail, { at: cards.url() });
  await cards.expectOpen();
  // The national administrator's "every row": all the federation's printable members, long
  // enough a build to be cancelled.
  await expect.poll(() => cards.printCount()).toBeGreaterThan(1000);
  const outcome = cards.watchOutcome();
  await cards.openPreview();

  // From the keyboard: the focus goes from Download to Cancel and back.
  await cards.downloadButton.focus();
  const [fetching] = await Promise.all([page.waitForEvent('worker'), page.keyboard.press('Enter')]);
  const firstClosed = new Promise<void>((resolve) => fetching.on('close', () => resolve()));
  await expect(cards.cancelButton).toBeFocused();
  // Well into the work: the rows are being fetched and handed to the worker.
  await expect(cards.progress).toContainText(/Preparando los carnets: [1-9]\d* de \d+/);
  await page.keyboard.press('Enter');
  await firstClosed;
  await expect(cards.progress).toHaveCount(0);
  await expect(cards.downloadButton).toBeFocused();
  await expect(cards.downloadButton).toBeEnabled();

  // Again, cancelled once the cards are being drawn.
  const [drawing] = await Promise.all([page.waitForEvent('worker'), cards.downloadButton.click()]);
  const secondClosed = new Promise<void>((resolve) => drawing.on('close', () => resolve()));
  await expect(cards.progress).toHaveAttribute('data-phase', /composing|drawing/, { timeout: 60_000 });
  await cards.cancelButton.click();
  await secondClosed;
  await expect(cards.progress).toHaveCount(0);
  // Longer than the rest of either build would have taken to be saved, had it gone on.
  await page.waitForTimeout(3000);
  expect(outcome.downloads()).toBe(0);
});
