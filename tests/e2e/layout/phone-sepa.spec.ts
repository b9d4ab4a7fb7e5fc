import { SepaPage } from '../pom/SepaPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ASSOCIATION_ADMIN, signInAs } from '../support/demo';
import { expectNoSidewaysScroll, expectOneColumn } from '../support/layout';
import { expect, test } from '../support/fixtures';

// The SEPA screen at 375 px (phone.spec.ts looks at the other domains'): the creditor form and the
// mandate form in one column, the lists within the window.

test('direct debits: the creditor and mandate forms in one column, nothing wider than the phone', async ({
  page,
}) => {
  const sepa = new SepaPage(page);
  await signInAs(page, ASSOCIATION_ADMIN.mail, { at: sepa.url() });
  await sepa.expectOpen();
  await expectOneColumn(sepa.creditor);
  await expectNoSidewaysScroll(page);
  await sepa.mandates.getByRole('button', { name: 'Nuevo mandato' }).tap();
  await expect(sepa.modal).toBeVisible();
  await expectOneColumn(sepa.modal);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'sepa on a phone');
});
