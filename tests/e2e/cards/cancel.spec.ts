import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { ADMIN, DOJO_ADMIN, signInAs } from '../support/demo';

test('cancelling the PDF of every member of the federation stops the worker, and nothing is downloaded', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ADMIN.mail);
  const cards = new CardsPage(page);
  await cards.goto();
  // The national administrator's "every row": all the federation's printable members.
  await expect.poll(() => cards.printCount()).toBeGreaterThan(1000);
  const outcome = cards.watchOutcome();
  await cards.openPreview();

  const [worker] = await Promise.all([page.waitForEvent('worker'), cards.downloadButton.click()]);
  const closed = new Promise<void>((resolve) => worker.on('close', () => resolve()));
  await expect(cards.progress).toBeVisible();
  // Well into the work: the rows are being fetched and handed to the worker.
  await expect(cards.progress).toContainText(/Preparando los carnets: [1-9]\d* de \d+/);
  await cards.cancelButton.click();

  await closed;
  await expect(cards.progress).toHaveCount(0);
  await expect(cards.downloadButton).toBeEnabled();
  // Longer than the rest of the build would have taken to be saved, had it gone on.
  await page.waitForTimeout(3000);
  expect(outcome.downloads()).toBe(0);
});

test('cancelling while the cards are drawn stops too', async ({ page }) => {
  test.slow();
  await signInAs(page, ADMIN.mail);
  const cards = new CardsPage(page);
  await cards.goto();
  const outcome = cards.watchOutcome();
  await cards.openPreview();
  const [worker] = await Promise.all([page.waitForEvent('worker'), cards.downloadButton.click()]);
  const closed = new Promise<void>((resolve) => worker.on('close', () => resolve()));
  await expect(cards.progress).toHaveAttribute('data-phase', /composing|drawing/, { timeout: 60_000 });
  await cards.cancelButton.click();
  await closed;
  await expect(cards.progress).toHaveCount(0);
  await page.waitForTimeout(3000);
  expect(outcome.downloads()).toBe(0);
});

test('a PDF that fails is only logged (part 2 §8): the progress goes, no message, no file', async ({
  page,
}) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const cards = new CardsPage(page);
  await cards.goto();
  await cards.openPreview();
  const outcome = cards.watchOutcome();
  // The print's rows cannot be had: the server is gone for that call.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('MemberCardsToPrint')
      ? route.abort('connectionrefused')
      : route.fallback(),
  );
  await cards.downloadButton.click();
  await expect.poll(() => outcome.logged('Card PDF failed')).toBe(true);
  await expect(cards.progress).toHaveCount(0);
  await expect(cards.downloadButton).toBeEnabled();
  await expect(cards.dialog).toHaveCount(0);
  expect(outcome.downloads()).toBe(0);
});
