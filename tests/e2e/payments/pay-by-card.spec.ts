import type { APIRequestContext } from '@playwright/test';
import { formatCents } from '../../../schema/validation/money';
import { expect, test } from '../support/fixtures';
import { BillingPage } from '../pom/BillingPage';
import { FeesPage } from '../pom/FeesPage';
import { PaymentGatewayPage } from '../pom/PaymentGatewayPage';
import { graphqlAs } from '../support/coursesApi';
import { ASSOCIATION_ADMIN, DOJO_ADMIN, demoToken, signInAs } from '../support/demo';

// Issue 30's newcomer journey: the demo dojo's administrator pays the dojo's open charge by card
// at the local gateway, comes back to the charge and sees it paid; the association then validates
// the batch, which it may only once the charge is paid. Afterwards the batch is put back as the
// demo has it (validated by the dojo, its charge open), for the journeys that follow in the worker.

type Charge = { id: number; amountCents: number; batchId: number | null; status: string };

async function openFeeCharge(request: APIRequestContext, token: string): Promise<Charge> {
  const answer = await graphqlAs<{ charges: { items: Charge[] } }>(
    request,
    token,
    `query ($filter: ChargeFilter) {
       charges(filter: $filter, page: { limit: 15 }) { items { id amountCents batchId status } }
     }`,
    { filter: { status: 'OPEN', kind: 'FEES', mine: true } },
  );
  expect(answer.errors).toBeUndefined();
  const charge = answer.data!.charges.items[0];
  expect(charge?.batchId).toBeTruthy();
  return charge;
}

/** The batch validated by its dojo alone again, which charges the dojo afresh (an OPEN charge). */
async function restoreBatch(request: APIRequestContext, batchId: number) {
  const asoc = await demoToken(request, ASSOCIATION_ADMIN.mail);
  const dojo = await demoToken(request, DOJO_ADMIN.mail);
  const step = (token: string, mutation: string, level: number) =>
    graphqlAs(request, token, `mutation ($ids: [Int!]!) { ${mutation}(ids: $ids, level: ${level}) { id } }`, {
      ids: [batchId],
    });
  await step(asoc, 'unvalidateFeeBatches', 2);
  await step(dojo, 'unvalidateFeeBatches', 1);
  expect((await step(dojo, 'validateFeeBatches', 1)).errors).toBeUndefined();
}

test('a dojo administrator pays the dojo’s charge by card, sees it paid, and the association validates the batch', async ({
  page,
  browser,
  baseURL,
}) => {
  const charge = await openFeeCharge(page.request, await demoToken(page.request, DOJO_ADMIN.mail));
  const billing = new BillingPage(page);
  try {
    await signInAs(page, DOJO_ADMIN.mail, { at: `${billing.url()}/${charge.id}` });
    const record = await billing.open(charge.id);
    await expect(billing.fact(record, 'Estado')).toContainText('Pendiente');
    await record.getByRole('button', { name: 'Pagar con tarjeta' }).click();

    const gateway = new PaymentGatewayPage(page);
    await gateway.expectOpen();
    await expect(gateway.amount).toHaveText(formatCents(charge.amountCents, 'es'));
    await gateway.pay();

    // Back at the charge, which opens with what the gateway said; its notification paid it meanwhile.
    await expect(page).toHaveURL(`/es/app/cobros/${charge.id}?pago=ok`);
    const paid = billing.record(charge.id);
    await expect(paid).toContainText('La pasarela ha aceptado el pago.');
    await expect(billing.fact(paid, 'Estado')).toContainText('Pagado');
    await expect(paid.getByRole('button', { name: 'Pagar con tarjeta' })).toHaveCount(0);

    const association = await browser.newPage({ baseURL });
    try {
      const fees = new FeesPage(association);
      await signInAs(association, ASSOCIATION_ADMIN.mail, { at: fees.url() });
      await fees.expectOpen();
      await fees.bulk(charge.batchId!, 'Validar', 'Remesa de cuotas validada.');
      await expect(fees.levels(fees.rowById(charge.batchId!))).toContainText('Asociación: validada');
    } finally {
      await association.close();
    }
  } finally {
    await restoreBatch(page.request, charge.batchId!);
  }
});

test('a payment cancelled at the gateway leaves the charge to pay', async ({ page }) => {
  const charge = await openFeeCharge(page.request, await demoToken(page.request, DOJO_ADMIN.mail));
  const billing = new BillingPage(page);
  await signInAs(page, DOJO_ADMIN.mail, { at: `${billing.url()}/${charge.id}` });
  await (await billing.open(charge.id)).getByRole('button', { name: 'Pagar con Bizum' }).click();
  const gateway = new PaymentGatewayPage(page);
  await gateway.expectOpen();
  await gateway.cancel();
  await expect(page).toHaveURL(`/es/app/cobros/${charge.id}?pago=ko`);
  const record = billing.record(charge.id);
  await expect(record).toContainText('El pago no se ha completado: el cargo sigue pendiente.');
  await expect(billing.fact(record, 'Estado')).toContainText('Pendiente');
  await expect(record.getByRole('button', { name: 'Pagar con tarjeta' })).toBeEnabled();
});
