import { expect, test } from '../support/fixtures';
import { BillingPage } from '../pom/BillingPage';
import { ADMIN, MEMBER, signInAs } from '../support/demo';
import { expectCards, expectFitsFrame, expectNoSidewaysScroll } from '../support/layout';

// Billing at 375 px (issue 30): the charges as cards, a charge's record and the year's tables
// within the screen.

test("billing: a member's payments as cards, a charge's record within the screen", async ({ page }) => {
  const billing = new BillingPage(page);
  await signInAs(page, MEMBER.mail, { at: '/es/app/mis-pagos' });
  await expect(billing.heading).toHaveText('Mis pagos');
  await expect(billing.rows.first()).toBeVisible();
  await expectCards(page);
  await expectNoSidewaysScroll(page);
  const record = await billing.open(Number(await billing.rows.first().getAttribute('data-row-id')));
  await expectNoSidewaysScroll(page);
  await expectFitsFrame(record.locator('.edit-modal-body'));
});

test('billing: the tariffs and the settlements of a year within the screen', async ({ page }) => {
  const billing = new BillingPage(page);
  await signInAs(page, ADMIN.mail, { at: billing.url('/tarifas') });
  await expect(page.locator('.billing-table tbody tr').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto(billing.url('/liquidaciones'));
  await expect(billing.settlementRows.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
