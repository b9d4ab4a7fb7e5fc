import { signRequest } from '../../../../graph/src/modules/payments/redsys.signature';
import { REDSYS_TEST_MERCHANT } from '../../../../graph/src/modules/billing/billing.settings';
import type { TestServer } from '../../../support/test-server';
import type { Entry, Fixture } from './matrix-support';

// Card and Bizum payments (issue 30). Each cell gets a charge of its place (the place's dojo owes
// its association); a refund's cell gets one paid by card at the local gateway, which the refund
// gives back. The gateway's notification answers to its signature, whoever calls.

let serial = 0;

/** An OPEN charge the place's dojo owes its association. */
async function freshCharge(t: TestServer, f: Fixture): Promise<Partial<Fixture>> {
  const [row] = await t.sql(
    `insert into cargo (tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, importe_cent)
     values ('CUOTAS', 2026, $1, $2, $1, $2, 1000) returning id`,
    [f.associationId, f.dojoId],
  );
  return { chargeId: row.id };
}

/** That charge paid by card: a payment begun, then authorised at the local gateway, which notifies. */
async function paidByCard(t: TestServer, f: Fixture): Promise<Partial<Fixture>> {
  const { chargeId } = await freshCharge(t, f);
  const order = `${String(1000 + (++serial % 9000))}M${process.pid}`.slice(0, 12).padEnd(12, 'x');
  const [payment] = await t.sql(
    `insert into pago (cf_cargo, metodo, importe_cent, pedido, cf_asoc, cf_dojo)
     values ($1, 'CARD', 1000, $2, $3, $4) returning id`,
    [chargeId, order, f.associationId, f.dojoId],
  );
  const fields = signRequest(REDSYS_TEST_MERCHANT.secretKey, {
    DS_MERCHANT_AMOUNT: '1000',
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: REDSYS_TEST_MERCHANT.merchantCode,
    DS_MERCHANT_CURRENCY: '978',
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_TERMINAL: REDSYS_TEST_MERCHANT.terminal,
    DS_MERCHANT_MERCHANTURL: `${t.url}/v1/pagos/redsys`,
    DS_MERCHANT_URLOK: `${t.url}/es/app`,
    DS_MERCHANT_URLKO: `${t.url}/es/app`,
  });
  const paid = await fetch(`${t.url}/pasarela-pruebas/sis/realizarPago/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision: 'ok' }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the local gateway did not take the payment: ${paid.status}`);
  return { chargeId, paymentId: payment.id };
}

export const PAYMENTS: Entry[] = [
  {
    name: 'startPayment',
    area: 'payments',
    graphql: {
      query: 'mutation ($c: Int!) { startPayment(chargeId: $c, method: CARD) { order } }',
      variables: (f) => ({ c: f.chargeId }),
    },
    rest: [
      { method: 'POST', path: '/pagos/iniciar', params: (f) => ({ idCargo: f.chargeId, metodo: 'CARD' }) },
    ],
    // Its payer (the dojo's administrator) or the national administrator; the association sees
    // the charge it is owed but does not pay it.
    expect: { admin: 'ok', asoc: 'no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: freshCharge,
  },
  {
    name: 'refundPayment',
    area: 'payments',
    graphql: {
      query: 'mutation ($p: Int!) { refundPayment(paymentId: $p) { status } }',
      variables: (f) => ({ p: f.paymentId }),
    },
    rest: [{ method: 'POST', path: '/pagos/devolver', params: (f) => ({ idPago: f.paymentId }) }],
    // Who collects for the issuer (its association, the national administrator), not the payer.
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'no', miembro: 'no', anon: 'no' },
    prepare: paidByCard,
  },
  {
    name: 'redsysNotification',
    area: 'payments',
    // What is not signed by the gateway is refused, whoever sends it: no session counts here.
    rest: [
      { method: 'POST', path: '/pagos/redsys', params: () => ({ Ds_SignatureVersion: 'HMAC_SHA256_V1' }) },
    ],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'bad' },
  },
];
