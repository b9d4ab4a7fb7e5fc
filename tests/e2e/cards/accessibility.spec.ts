import { expect, test } from '../support/fixtures';
import { CardsPage } from '../pom/CardsPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';

test(
  'the cards list, with a selection, and the preview have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    test.slow();
    // The national administrator: the dojo column emphasised, rows of every dojo.
    await signInAs(page, ADMIN.mail);
    const cards = new CardsPage(page);
    await cards.goto();
    await expect(cards.rows.first()).toBeVisible();
    await expect(cards.cell(cards.rows.first(), 'Dojo').locator('strong')).toBeVisible();
    await expectNoSeriousViolations(page, 'cards list');

    await cards.tick(cards.printableRows.first()).check();
    await expect(cards.selectionButton).toHaveText('Deseleccionar todo');
    await expectNoSeriousViolations(page, 'cards list with a selection');

    await cards.openPreview();
    await expect(cards.backs.first().getByRole('img')).toBeVisible();
    await expectNoSeriousViolations(page, 'card preview');
  },
);
