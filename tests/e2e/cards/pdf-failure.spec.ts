import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { DOJO_ADMIN, signInAs } from '../support/demo';

test('a PDF that fails, for rows that cannot be had or an avatar pdfmake cannot draw, is only logged (part 2 §8): the progress goes, no message, no file', async ({
  page,
}) => {
  const cards = new CardsPage(page);
  await signInAs(page, DOJO_ADMIN.mail, { at: cards.url() });
  await cards.expectOpen();
  await cards.openPreview();

  // The print's rows cannot be had: the server is gone for that call.
  const rowsFailed = cards.watchOutcome();
  const refuseRows = (route: import('@playwright/test').Route) =>
    route.request().postData()?.includes('MemberCardsToPrint')
      ? route.abort('connectionrefused')
      : route.fallback();
  await page.route('**/graphql', refuseRows);
  await cards.downloadButton.click();
  await expect.poll(() => rowsFailed.logged('Card PDF failed')).toBe(true);
  await expect(cards.progress).toHaveCount(0);
  await expect(cards.downloadButton).toBeEnabled();
  await expect(cards.dialog).toHaveCount(0);
  expect(rowsFailed.downloads()).toBe(0);
  await page.unroute('**/graphql', refuseRows);

  // JPEG's first bytes and nothing of a JPEG after them: the worker embeds it, pdfmake's layout
  // throws inside its own promise. The context's route reaches the worker's requests too.
  const drawFailed = cards.watchOutcome();
  await page
    .context()
    .route('**/avatars/**', (route) =>
      route.fulfill({ contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0, 0, 0, 0, 0]) }),
    );
  await cards.downloadButton.click();
  await expect.poll(() => drawFailed.logged('Card PDF failed')).toBe(true);
  await expect(cards.progress).toHaveCount(0);
  await expect(cards.downloadButton).toBeEnabled();
  await expect(cards.dialog).toHaveCount(0);
  expect(drawFailed.downloads()).toBe(0);
});
