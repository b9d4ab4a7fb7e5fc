import { translate } from '@federa/schema/i18n';
import { signRequest } from '../../../graph/src/modules/payments/redsys.signature';
import { openWorld, TRANSPORTS, type World } from '../../support/world';
import {
  chargeStatus,
  KEY,
  logOf,
  makeCharge,
  paymentRow,
  refundPayment,
  started,
  type GatewayForm,
} from './payments-support';

// The local gateway (issue 30): Redsys's test environment as Federa uses it. Its page checks the
// signed form as Redsys does; "Pagar" notifies the server, signed, before sending the browser to
// URLOK, "Cancelar" notifies a refusal; its REST address gives a payment back, once.

let w: World;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(() => w.close());

const GATEWAY = '/pasarela-pruebas/sis';

async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(`${w.t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    html: await response.text(),
  };
}

const decide = (form: GatewayForm, decision: 'ok' | 'ko') =>
  post(`${GATEWAY}/realizarPago/decision`, { ...form.fields, decision });

async function paidByCard(amountCents = 12_345) {
  const charge = await makeCharge(w.t, { amountCents });
  const form = await started(w.as('dojo'), charge.id);
  const answer = await decide(form, 'ok');
  expect(answer.status).toBe(303);
  return { charge, form };
}

describe('the payment page', () => {
  it('shows the amount, the merchant and Pay / Cancel, with no script, under the app’s CSP', async () => {
    const charge = await makeCharge(w.t, { amountCents: 12_345 });
    const form = await started(w.as('dojo'), charge.id);
    const page = await post(new URL(form.url).pathname, form.fields);
    expect(page.status).toBe(200);
    expect(page.html).toContain('123,45');
    expect(page.html).toContain('999008881');
    expect(page.html).toContain(translate('es', 'payments.gateway.pay'));
    expect(page.html).toContain(translate('es', 'payments.gateway.cancel'));
    expect(page.html).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses a form whose signature does not match (SIS0042), as Redsys does', async () => {
    const charge = await makeCharge(w.t);
    const form = await started(w.as('dojo'), charge.id);
    const signature = form.fields.Ds_Signature;
    const forged = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const page = await post(`${GATEWAY}/realizarPago`, { ...form.fields, Ds_Signature: forged });
    expect(page.html).toContain('SIS0042');
    expect(page.html).not.toContain(translate('es', 'payments.gateway.pay'));
  });

  it('posts and redirects only within the server’s own origin (the test key is public)', async () => {
    const fields = signRequest(KEY, {
      DS_MERCHANT_AMOUNT: '100',
      DS_MERCHANT_ORDER: '1234abcdEFGH',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_MERCHANTURL: 'http://elsewhere.example/notify',
      DS_MERCHANT_URLOK: `${w.t.url}/es/app`,
      DS_MERCHANT_URLKO: `${w.t.url}/es/app`,
    });
    expect((await post(`${GATEWAY}/realizarPago`, fields)).html).toContain('SIS0007');
    expect((await post(`${GATEWAY}/realizarPago/decision`, { ...fields, decision: 'ok' })).status).toBe(200);
  });
});

describe('the payment page checks the request as Redsys does', () => {
  const request = (overrides: Record<string, string>) =>
    signRequest(KEY, {
      DS_MERCHANT_AMOUNT: '100',
      DS_MERCHANT_ORDER: '4321abcdEFGH',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_MERCHANTURL: `${w.t.url}/v1/pagos/redsys`,
      DS_MERCHANT_URLOK: `${w.t.url}/es/app`,
      DS_MERCHANT_URLKO: `${w.t.url}/es/app`,
      ...overrides,
    });

  it.each([
    ['another merchant', { DS_MERCHANT_MERCHANTCODE: '999008882' }, 'SIS0026'],
    ['another terminal', { DS_MERCHANT_TERMINAL: '7' }, 'SIS0026'],
    ['an order not starting with 4 digits', { DS_MERCHANT_ORDER: 'abcd1234' }, 'SIS0075'],
    ['no amount', { DS_MERCHANT_AMOUNT: '' }, 'SIS0018'],
    ['a decimal amount', { DS_MERCHANT_AMOUNT: '1.50' }, 'SIS0018'],
    ['another currency', { DS_MERCHANT_CURRENCY: '840' }, 'SIS0027'],
    ['a refund at the payment page', { DS_MERCHANT_TRANSACTIONTYPE: '3' }, 'SIS0023'],
  ])('refuses %s', async (_what, overrides, code) => {
    const page = await post(`${GATEWAY}/realizarPago`, request(overrides));
    expect(page.html).toContain(code);
    expect(page.html).not.toContain(translate('es', 'payments.gateway.pay'));
  });

  it('shows its page in the payer’s language (DS_MERCHANT_CONSUMERLANGUAGE)', async () => {
    const page = await post(`${GATEWAY}/realizarPago`, request({ DS_MERCHANT_CONSUMERLANGUAGE: '004' }));
    expect(page.html).toContain(translate('fr', 'payments.gateway.pay'));
    expect(page.html).toContain('<html lang="fr">');
  });
});

describe('paying at the gateway', () => {
  it('notifies the server, which pays the charge, then sends the browser to URLOK', async () => {
    const { charge, form } = await paidByCard();
    expect(await chargeStatus(w.t, charge.id)).toBe('PAID');
    expect((await paymentRow(w.t, form.paymentId)).estado).toBe('DONE');
    expect((await logOf(w.t, form.order)).map((e) => e.resultado)).toEqual(['PAID']);
  });

  it('redirects to URLOK in the payer’s language', async () => {
    const charge = await makeCharge(w.t);
    const form = await started(w.as('dojo', 'en'), charge.id);
    expect((await decide(form, 'ok')).location).toBe(`${w.t.url}/en/app/cobros/${charge.id}?pago=ok`);
  });

  it('on Cancel notifies a refusal: the payment FAILED, the charge still payable, the browser at URLKO', async () => {
    const charge = await makeCharge(w.t);
    const form = await started(w.as('dojo'), charge.id);
    const answer = await decide(form, 'ko');
    expect(answer).toMatchObject({ status: 303, location: `${w.t.url}/es/app/cobros/${charge.id}?pago=ko` });
    expect((await paymentRow(w.t, form.paymentId)).estado).toBe('FAILED');
    expect(await chargeStatus(w.t, charge.id)).toBe('OPEN');
  });

  it('refuses to take the same order twice (SIS0051)', async () => {
    const { form } = await paidByCard();
    expect((await post(`${GATEWAY}/realizarPago`, form.fields)).html).toContain('SIS0051');
  });
});

describe.each(TRANSPORTS)('refundPayment over %s', (transport) => {
  it('gives a card payment back through the gateway: payment REFUNDED, charge CANCELLED with a credit note', async () => {
    const { charge, form } = await paidByCard();
    const outcome = await w.as('asoc').ask(transport, refundPayment(form.paymentId));
    expect(outcome).toEqual({
      ok: true,
      value: { id: form.paymentId, status: 'REFUNDED', amountCents: 12_345, method: 'CARD' },
    });
    expect(await chargeStatus(w.t, charge.id)).toBe('CANCELLED');
    expect(
      await w.t.sql('select serie, importe_cent from factura where cf_cargo = $1 order by serie', [
        charge.id,
      ]),
    ).toEqual([
      { serie: 'F', importe_cent: 12_345 },
      { serie: 'R', importe_cent: -12_345 },
    ]);
    expect((await paymentRow(w.t, form.paymentId)).respuesta.refund).toMatchObject({ Ds_Response: '0900' });
    const again = await w.as('asoc').ask(transport, refundPayment(form.paymentId));
    expect(again).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: translate('es', 'billing.notRefundable'),
    });
  });

  it('is for administrators of the issuer only: the payer is forbidden, a member sees nothing', async () => {
    const { form } = await paidByCard();
    const payer = await w.as('dojo', 'fr').ask(transport, refundPayment(form.paymentId));
    expect(payer).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: translate('fr', 'payments.refundNotYours'),
    });
    expect(await w.as('miembro').ask(transport, refundPayment(form.paymentId))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect((await paymentRow(w.t, form.paymentId)).estado).toBe('DONE');
  });

  it('refuses a payment that did not go through the gateway, or is not done', async () => {
    const charge = await makeCharge(w.t);
    const [transfer] = await w.t.sql(
      `insert into pago (cf_cargo, metodo, importe_cent, estado, cf_asoc, cf_dojo) values ($1, 'TRANSFER', 100, 'DONE', 1, 1) returning id`,
      [charge.id],
    );
    expect(await w.as('admin').ask(transport, refundPayment(transfer.id))).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
    const form = await started(w.as('dojo'), charge.id);
    expect(await w.as('admin').ask(transport, refundPayment(form.paymentId))).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
  });
});

describe('the gateway’s REST refunds', () => {
  const refund = (order: string, amount: string) =>
    fetch(`${w.t.url}${GATEWAY}/rest/trataPeticionREST`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        signRequest(KEY, {
          DS_MERCHANT_AMOUNT: amount,
          DS_MERCHANT_ORDER: order,
          DS_MERCHANT_MERCHANTCODE: '999008881',
          DS_MERCHANT_CURRENCY: '978',
          DS_MERCHANT_TRANSACTIONTYPE: '3',
          DS_MERCHANT_TERMINAL: '1',
        }),
      ),
    }).then((r) => r.json());

  it('refuses an operation it never authorised (SIS0054) and more than was paid (SIS0057)', async () => {
    expect(await refund('4321neverPai', '100')).toEqual({ errorCode: 'SIS0054' });
    const { form } = await paidByCard(5_000);
    expect(await refund(form.order, '5001')).toEqual({ errorCode: 'SIS0057' });
    expect(await refund(form.order, '5000')).toHaveProperty('Ds_Signature');
    expect(await refund(form.order, '1')).toEqual({ errorCode: 'SIS0057' });
  });

  it('turns a gateway refusal into a refusal that records nothing', async () => {
    const { charge, form } = await paidByCard(700);
    await refund(form.order, '700'); // given back at the gateway behind Federa's back
    const outcome = await w.as('admin', 'en').ask('graphql', refundPayment(form.paymentId));
    expect(outcome).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: translate('en', 'payments.refundRefused', { code: 'SIS0057' }),
    });
    expect(await chargeStatus(w.t, charge.id)).toBe('PAID');
  });
});
