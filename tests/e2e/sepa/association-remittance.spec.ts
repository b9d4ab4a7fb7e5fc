import fs from 'node:fs';
import { pain008Errors } from '../../support/pain008-xsd';
import { SepaPage } from '../pom/SepaPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ASSOCIATION_ADMIN, DOJO_ADMIN, demoToken, signInAs } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { chargeDojoOne, revokeDojoOneMandate } from './sepaApi';

const dayAfter = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

test('an association administrator records a mandate, makes a remittance and downloads its pain.008 file', async ({
  page,
  request,
}) => {
  test.slow();
  const asoc = await demoToken(request, ASSOCIATION_ADMIN.mail);
  await chargeDojoOne(request, asoc, await demoToken(request, DOJO_ADMIN.mail));
  await revokeDojoOneMandate(request, asoc);

  const sepa = new SepaPage(page);
  await signInAs(page, ASSOCIATION_ADMIN.mail, { at: sepa.url() });
  await sepa.expectOpen();
  await sepa.setCreditor({
    id: 'ES42ZZZG28012345',
    name: 'Asociación Uno',
    iban: 'ES9121000418450200051332',
  });

  const reference = `E2E-${Date.now()}`;
  await sepa.addMandate({ dojoId: 1, holder: 'Dojo Uno', iban: 'DE89 3704 0044 0532 0130 00', reference });
  const row = sepa.mandateRow(reference);
  await expect(row).toContainText('DE89370400440532013000');
  await expect(row).toContainText('Primero (FRST)');

  await sepa.createRemittance(dayAfter(60));
  await expect(sepa.dialog).toHaveCount(0);
  await expectNoSeriousViolations(page, 'sepa');
  const newest = sepa.remittances.locator('tr, .list-card', { hasText: 'Asociación Uno' }).first();
  await expect(newest).toContainText('Primeros:');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: 'Descargar XML' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^remesa-\d+\.xml$/);
  const xml = fs.readFileSync((await download.path())!, 'utf8');
  expect(await pain008Errors(xml)).toEqual([]);
  const first = xml.split('<PmtInf>').find((block) => block.includes('<SeqTp>FRST</SeqTp>'));
  expect(first).toContain(`<MndtId>${reference}</MndtId>`);
  expect(xml).toContain('<Id>ES42ZZZG28012345</Id>');
  // The mandate was collected: the next debit under it is recurrent.
  await page.reload();
  await expect(sepa.mandateRow(reference)).toContainText('Recurrente (RCUR)');
});
