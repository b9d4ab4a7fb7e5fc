import { translate } from '@federa/schema/i18n';
import { verify } from '../../../graph/src/modules/payments/redsys.signature';
import { ACCOUNT_ID, client, makeDojoAdmin, openWorld, TRANSPORTS, type World } from '../../support/world';
import { KEY, makeCharge, paymentRow, startPayment } from './payments-support';

// startPayment (issue 30): the payer of a charge gets the local gateway's URL and the fields
// signed with Redsys's test key; a PENDING payment with a fresh order waits for the notification.

let w: World;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(() => w.close());

describe.each(TRANSPORTS)('startPayment over %s', (transport) => {
  it("answers the gateway's URL and the signed form of the charge's whole amount, in the payer's language", async () => {
    const charge = await makeCharge(w.t, { amountCents: 4_321 });
    const outcome = await w.as('dojo', 'fr').ask(transport, startPayment(charge.id, 'CARD'));
    expect(outcome.ok).toBe(true);
    const form = outcome.value!;
    expect(form.url).toBe(`${w.t.url}/pasarela-pruebas/sis/realizarPago`);
    expect(form.fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    const parameters = verify(KEY, form.fields);
    expect(parameters).toEqual({
      DS_MERCHANT_AMOUNT: '4321',
      DS_MERCHANT_ORDER: form.order,
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_MERCHANTURL: `${w.t.url}/v1/pagos/redsys`,
      DS_MERCHANT_URLOK: `${w.t.url}/fr/app/cobros/${charge.id}?pago=ok`,
      DS_MERCHANT_URLKO: `${w.t.url}/fr/app/cobros/${charge.id}?pago=ko`,
      DS_MERCHANT_CONSUMERLANGUAGE: '004',
      DS_MERCHANT_PRODUCTDESCRIPTION: charge.reference,
      DS_MERCHANT_PAYMETHODS: 'C',
    });
    expect(form.order).toMatch(/^\d{4}[0-9A-Za-z]{8}$/);
    expect(await paymentRow(w.t, form.paymentId)).toMatchObject({ estado: 'PENDING', pedido: form.order });
    const [row] = await w.t.sql(
      'select metodo, importe_cent, cf_autor, cf_asoc, cf_dojo from pago where id = $1',
      [form.paymentId],
    );
    expect(row).toEqual({ metodo: 'CARD', importe_cent: 4321, cf_autor: 3, cf_asoc: 1, cf_dojo: 1 });
  });

  it('asks for Bizum alone (DS_MERCHANT_PAYMETHODS z), and a fresh order each time', async () => {
    const charge = await makeCharge(w.t);
    const first = await w.as('dojo').ask(transport, startPayment(charge.id, 'BIZUM'));
    const second = await w.as('dojo').ask(transport, startPayment(charge.id, 'BIZUM'));
    expect(verify(KEY, first.value!.fields)!.DS_MERCHANT_PAYMETHODS).toBe('z');
    expect(first.value!.order).not.toBe(second.value!.order);
  });

  it("brings a member paying their own charge back to 'Mis pagos' rather than 'Facturación'", async () => {
    const charge = await makeCharge(w.t, { payerMember: ACCOUNT_ID.miembro });
    const outcome = await w.as('miembro').ask(transport, startPayment(charge.id, 'CARD'));
    expect(verify(KEY, outcome.value!.fields)).toMatchObject({
      DS_MERCHANT_URLOK: `${w.t.url}/es/app/mis-pagos/${charge.id}?pago=ok`,
      DS_MERCHANT_URLKO: `${w.t.url}/es/app/mis-pagos/${charge.id}?pago=ko`,
    });
  });

  it("refuses a member, another dojo's administrator and nobody signed in", async () => {
    const charge = await makeCharge(w.t);
    const member = await w.as('miembro').ask(transport, startPayment(charge.id, 'CARD'));
    expect(member).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const other = await makeDojoAdmin(w.t, w.where.sameAsocDojo);
    const outsider = await client(w.t, other.token).ask(transport, startPayment(charge.id, 'CARD'));
    expect(outsider).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const anonymous = await w.as(null).ask(transport, startPayment(charge.id, 'CARD'));
    expect(anonymous).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await w.t.sql('select 1 from pago where cf_cargo = $1', [charge.id])).toEqual([]);
  });

  it('refuses a charge already paid or cancelled, in the caller’s language', async () => {
    for (const status of ['PAID', 'CANCELLED']) {
      const charge = await makeCharge(w.t, { status });
      const outcome = await w.as('dojo', 'en').ask(transport, startPayment(charge.id, 'CARD'));
      expect(outcome).toMatchObject({
        ok: false,
        code: 'CONFLICT',
        message: translate('en', 'billing.notPayable'),
      });
    }
  });

  it('refuses a charge that does not exist', async () => {
    expect(await w.as('admin').ask(transport, startPayment(2_000_000_000, 'CARD'))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
  });
});

describe('startPayment bounds its inputs', () => {
  it('refuses over REST a method other than card or Bizum, in es, en and fr', async () => {
    const charge = await makeCharge(w.t);
    for (const lang of ['es', 'en', 'fr'] as const) {
      const answer = await w
        .as('dojo', lang)
        .rest('POST', '/pagos/iniciar', { idCargo: charge.id, metodo: 'SEPA' });
      expect(answer.body.estado).toBe(1);
      expect(answer.body.res.mensaje).toBe(translate(lang, 'payments.methodInvalid'));
      expect(answer.body.res.errores[0].campo).toBe('metodo');
    }
    const junk = await w
      .as('dojo')
      .rest('POST', '/pagos/iniciar', { idCargo: 'x'.repeat(5000), metodo: 'CARD' });
    expect(junk.body).toMatchObject({ estado: 1, res: { codigo: 'BAD_USER_INPUT' } });
  });

  it('refuses over GraphQL a method outside the enum before any service runs', async () => {
    const charge = await makeCharge(w.t);
    const answer = await w.t.graphql(
      'mutation { startPayment(chargeId: ' + charge.id + ', method: TRANSFER) { order } }',
      {},
      { token: w.tokens.dojo },
    );
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await w.t.sql('select 1 from pago where cf_cargo = $1', [charge.id])).toEqual([]);
  });
});
