import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { ADMIN, DOJO_ADMIN, signInAs } from '../support/demo';

test('a PDF that pdfmake cannot draw (an avatar that only looks like a JPEG) is logged and lets go', async ({
  page,
}) => {
  await signInAs(page, DOJO_ADMIN.mail);
  const cards = new CardsPage(page);
  await cards.goto();
  await cards.openPreview();
  const outcome = cards.watchOutcome();
  // JPEG's first bytes and nothing of a JPEG after them: the worker embeds it, pdfmake's layout
  // throws inside its own promise. The context's route reaches the worker's requests too.
  await page
    .context()
    .route('**/avatars/**', (route) =>
      route.fulfill({ contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0, 0, 0, 0, 0]) }),
    );
  await cards.downloadButton.click();
  await expect.poll(() => outcome.logged('Card PDF failed')).toBe(true);
  await expect(cards.progress).toHaveCount(0);
  await expect(cards.downloadButton).toBeEnabled();
  await expect(cards.dialog).toHaveCount(0);
  expect(outcome.downloads()).toBe(0);
});

test('from the keyboard, the focus goes from Download to Cancel and back', async ({ page }) => {
  test.slow();
  await signInAs(page, ADMIN.mail);
  const cards = new CardsPage(page);
  await cards.goto();
  // Every printable member of the federation: the build lasts long enough to be cancelled.
  await expect.poll(() => cards.printCount()).toBeGreaterThan(1000);
  await cards.openPreview();
  await cards.downloadButton.focus();
  await page.keyboard.press('Enter');
  await expect(cards.cancelButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards.progress).toHaveCount(0);
  await expect(cards.downloadButton).toBeFocused();
});
