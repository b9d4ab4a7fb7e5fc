import { translate } from '@federa/schema/i18n';
import { openWorld, type World } from '../../support/world';
import {
  chargeStatus,
  logOf,
  makeCharge,
  notificationFor,
  notify,
  paymentRow,
  signed,
  started,
  type GatewayForm,
} from './payments-support';

// POST /v1/pagos/redsys (issue 30): the gateway's notification is verified (signature, merchant,
// order, amount, currency, response code), idempotent, and logged whatever became of it; only a
// verified, authorised one pays the charge, and a refusal leaves it payable.

let w: World;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(() => w.close());

async function pending(amountCents = 12_345): Promise<{ chargeId: number; form: GatewayForm }> {
  const charge = await makeCharge(w.t, { amountCents });
  return { chargeId: charge.id, form: await started(w.as('dojo'), charge.id) };
}

describe('an authorised notification', () => {
  it('pays the charge once, issues its invoice, and keeps the gateway codes but no card data', async () => {
    const { chargeId, form } = await pending();
    expect(await notify(w.t, signed(notificationFor(form)))).toEqual({ status: 200, text: 'OK' });
    const payment = await paymentRow(w.t, form.paymentId);
    expect(payment.estado).toBe('DONE');
    expect(payment.confirmado).not.toBeNull();
    expect(payment.respuesta).toMatchObject({ Ds_Response: '0000', Ds_AuthorisationCode: '123456' });
    expect(JSON.stringify(payment.respuesta)).not.toMatch(/Card|454881/);
    expect(await chargeStatus(w.t, chargeId)).toBe('PAID');
    expect(await w.t.sql('select serie from factura where cf_cargo = $1', [chargeId])).toEqual([
      { serie: 'F' },
    ]);
    const [entry] = await logOf(w.t, form.order);
    expect(entry).toMatchObject({ resultado: 'PAID', cf_pago: form.paymentId });
    expect(entry.datos).toMatchObject({ Ds_Order: form.order, Ds_Response: '0000' });
    expect(JSON.stringify(entry.datos)).not.toMatch(/Card|454881/);
  });

  it('changes nothing when it comes again (replayed), and is answered 200 so the gateway stops', async () => {
    const { chargeId, form } = await pending();
    const notification = signed(notificationFor(form));
    await notify(w.t, notification);
    const before = await paymentRow(w.t, form.paymentId);
    expect(await notify(w.t, notification)).toEqual({ status: 200, text: 'OK' });
    expect(await paymentRow(w.t, form.paymentId)).toEqual(before);
    expect(await w.t.sql('select count(*)::int as n from pago where cf_cargo = $1', [chargeId])).toEqual([
      { n: 1 },
    ]);
    expect(await w.t.sql('select count(*)::int as n from factura where cf_cargo = $1', [chargeId])).toEqual([
      { n: 1 },
    ]);
    expect((await logOf(w.t, form.order)).map((e) => e.resultado)).toEqual(['PAID', 'REPLAYED']);
  });

  it('pays once when the same notification arrives twice at the same moment', async () => {
    const { chargeId, form } = await pending();
    const notification = signed(notificationFor(form));
    const answers = await Promise.all([notify(w.t, notification), notify(w.t, notification)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await logOf(w.t, form.order)).map((e) => e.resultado).sort()).toEqual(['PAID', 'REPLAYED']);
    expect(await w.t.sql('select count(*)::int as n from factura where cf_cargo = $1', [chargeId])).toEqual([
      { n: 1 },
    ]);
  });
});

describe('a refused notification', () => {
  it('marks the payment FAILED on a gateway refusal (Ds_Response 0190) and leaves the charge payable', async () => {
    const { chargeId, form } = await pending();
    expect(await notify(w.t, signed(notificationFor(form, { Ds_Response: '0190' })))).toEqual({
      status: 200,
      text: 'OK',
    });
    expect((await paymentRow(w.t, form.paymentId)).estado).toBe('FAILED');
    expect(await chargeStatus(w.t, chargeId)).toBe('OPEN');
    expect((await logOf(w.t, form.order)).map((e) => e.resultado)).toEqual(['FAILED']);
    // The payer tries again: a new payment of the same charge, which the gateway then authorises.
    const again = await started(w.as('dojo'), chargeId, 'BIZUM');
    await notify(w.t, signed(notificationFor(again)));
    expect(await chargeStatus(w.t, chargeId)).toBe('PAID');
  });

  it('treats 0100 and above as refused, 0000 to 0099 as authorised', async () => {
    const refused = await pending();
    await notify(w.t, signed(notificationFor(refused.form, { Ds_Response: '0100' })));
    expect(await chargeStatus(w.t, refused.chargeId)).toBe('OPEN');
    const authorised = await pending();
    await notify(w.t, signed(notificationFor(authorised.form, { Ds_Response: '0099' })));
    expect(await chargeStatus(w.t, authorised.chargeId)).toBe('PAID');
  });

  const refusals: [string, (form: GatewayForm) => Record<string, string>, number, string][] = [
    [
      'a forged signature',
      (f) => ({ ...signed(notificationFor(f)), Ds_Signature: signed({ Ds_Order: f.order }).Ds_Signature }),
      400,
      'FORGED',
    ],
    ['another key', (f) => signed(notificationFor(f), Buffer.alloc(24, 9).toString('base64')), 400, 'FORGED'],
    [
      'another signature version',
      (f) => ({ ...signed(notificationFor(f)), Ds_SignatureVersion: 'HMAC_SHA512_V2' }),
      400,
      'FORGED',
    ],
    ['a wrong amount', (f) => signed(notificationFor(f, { Ds_Amount: '1' })), 200, 'WRONG_AMOUNT'],
    ['a wrong currency', (f) => signed(notificationFor(f, { Ds_Currency: '840' })), 200, 'WRONG_CURRENCY'],
    [
      'another merchant',
      (f) => signed(notificationFor(f, { Ds_MerchantCode: '999008882' })),
      200,
      'WRONG_MERCHANT',
    ],
    [
      'a refund’s notification',
      (f) => signed(notificationFor(f, { Ds_TransactionType: '3' })),
      200,
      'IGNORED',
    ],
  ];

  it.each(refusals)('changes nothing and is logged: %s', async (_what, make, status, outcome) => {
    const { chargeId, form } = await pending();
    expect((await notify(w.t, make(form))).status).toBe(status);
    expect((await paymentRow(w.t, form.paymentId)).estado).toBe('PENDING');
    expect(await chargeStatus(w.t, chargeId)).toBe('OPEN');
    expect((await logOf(w.t, form.order)).map((e) => e.resultado)).toEqual([outcome]);
  });

  it('changes nothing for an order no payment has, and logs it', async () => {
    const { form } = await pending();
    const unknown = signed(notificationFor(form, { Ds_Order: '9999zzzzZZZZ' }));
    expect(await notify(w.t, unknown)).toEqual({ status: 200, text: 'OK' });
    expect((await logOf(w.t, '9999zzzzZZZZ')).map((e) => e.resultado)).toEqual(['UNKNOWN_ORDER']);
    expect((await paymentRow(w.t, form.paymentId)).estado).toBe('PENDING');
  });

  it('refuses what is not a notification (400, in the sender’s language) and logs it without its text', async () => {
    const before = (
      await w.t.sql("select count(*)::int as n from pago_notificacion where resultado = 'MALFORMED'")
    )[0].n;
    const missing = await notify(w.t, { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_Signature: 'x' });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.text).res.mensaje).toBe(translate('es', 'payments.notificationRefused'));
    const junk = await notify(w.t, {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'not json!',
      Ds_Signature: 'abc',
    });
    expect(junk.status).toBe(400);
    const huge = await notify(w.t, {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'A'.repeat(9000),
      Ds_Signature: 'abc',
    });
    expect(huge.status).toBe(400);
    const after = (
      await w.t.sql("select count(*)::int as n from pago_notificacion where resultado = 'MALFORMED'")
    )[0].n;
    expect(after - before).toBe(3);
    expect(
      await w.t.sql(
        "select datos, pedido from pago_notificacion where resultado = 'MALFORMED' and datos is not null",
      ),
    ).toEqual([]);
  });

  it('is answered in English when the gateway asks in English', async () => {
    const response = await fetch(`${w.t.url}/v1/pagos/redsys`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: 'Ds_SignatureVersion=HMAC_SHA256_V1',
    });
    const body = (await response.json()) as { res: { mensaje: string } };
    expect(body.res.mensaje).toBe(translate('en', 'payments.notificationRefused'));
  });
});

describe('a notification for a charge whose amount changed in the meantime', () => {
  it('pays nothing, keeps the payment for a person to settle, and still answers the gateway', async () => {
    const { chargeId, form } = await pending(1_000);
    await w.t.sql('update cargo set importe_cent = 1500 where id = $1', [chargeId]);
    expect(await notify(w.t, signed(notificationFor(form)))).toEqual({ status: 200, text: 'OK' });
    expect(await chargeStatus(w.t, chargeId)).toBe('OPEN');
    const payment = await paymentRow(w.t, form.paymentId);
    expect(payment.estado).toBe('PENDING');
    expect(payment.respuesta).toMatchObject({ Ds_Response: '0000' });
    expect((await logOf(w.t, form.order)).map((e) => e.resultado)).toEqual(['WRONG_AMOUNT']);
  });
});

describe('a notification for a charge cancelled in the meantime', () => {
  it('records the money taken (the payment DONE, to be given back) and leaves the charge cancelled', async () => {
    const { chargeId, form } = await pending();
    await w.t.sql("update cargo set estado = 'CANCELLED' where id = $1", [chargeId]);
    expect(await notify(w.t, signed(notificationFor(form)))).toEqual({ status: 200, text: 'OK' });
    expect((await paymentRow(w.t, form.paymentId)).estado).toBe('DONE');
    expect(await chargeStatus(w.t, chargeId)).toBe('CANCELLED');
    const [entry] = await logOf(w.t, form.order);
    expect(entry.resultado).toBe('PAID');
    expect(entry.motivo).toMatch(/cancelled/);
  });
});

describe('a notification for a charge paid in the meantime', () => {
  it('records nothing on the charge, logs ALREADY_PAID so the second payment is given back', async () => {
    const charge = await makeCharge(w.t);
    const first = await started(w.as('dojo'), charge.id);
    const second = await started(w.as('dojo'), charge.id, 'BIZUM');
    await notify(w.t, signed(notificationFor(first)));
    expect(await notify(w.t, signed(notificationFor(second)))).toEqual({ status: 200, text: 'OK' });
    expect((await logOf(w.t, second.order)).map((e) => e.resultado)).toEqual(['ALREADY_PAID']);
    expect(
      await w.t.sql("select count(*)::int as n from pago where cf_cargo = $1 and estado = 'DONE'", [
        charge.id,
      ]),
    ).toEqual([{ n: 1 }]);
  });
});
