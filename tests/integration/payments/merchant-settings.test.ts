import { translate } from '@federa/schema/i18n';
import { paymentSettings } from '../../../graph/src/modules/billing/billing.settings';
import { verify } from '../../../graph/src/modules/payments/redsys.signature';
import { startTestServer, type TestServer } from '../../support/test-server';
import { client, type Client } from '../../support/world';
import { signIn } from '../../support/sessions';
import { KEY, makeCharge, notify, refundPayment, signed, startPayment } from './payments-support';

// With a merchant configured the form goes to Redsys itself (its origin allowed as a form action),
// and the local gateway is not there; without one in production, card and Bizum are not offered.

describe('a configured Redsys merchant', () => {
  let t: TestServer;
  let dojo: Client;
  beforeAll(async () => {
    t = await startTestServer({
      payments: paymentSettings({
        REDSYS_MERCHANT_CODE: '999008881',
        REDSYS_SECRET_KEY: KEY,
        REDSYS_TERMINAL: '2',
        // Nothing answers there: the gateway is unreachable.
        REDSYS_REST_URL: 'http://127.0.0.1:9/sis/rest/trataPeticionREST',
      }),
    });
    dojo = client(t, await signIn(t, 'dojo@demo.federa'));
  });
  afterAll(() => t.close());

  it("sends the payer to Redsys's test environment, whose origin the app's CSP lets forms post to", async () => {
    const charge = await makeCharge(t);
    const form = (await dojo.ask('rest', startPayment(charge.id, 'CARD'))).value!;
    expect(form.url).toBe('https://sis-t.redsys.es:25443/sis/realizarPago');
    expect(verify(KEY, form.fields)).toMatchObject({ DS_MERCHANT_TERMINAL: '2' });
    // Any answer of the app carries its policy (the web client's pages are not built for tests).
    const answer = await fetch(`${t.url}/v1/pagos/redsys`, { method: 'POST' });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/form-action 'self' https:\/\/sis-t\.redsys\.es:25443(;|$)/);
  });

  it('refuses a refund the gateway does not answer, and records nothing', async () => {
    const charge = await makeCharge(t, { status: 'PAID' });
    const [payment] = await t.sql(
      `insert into pago (cf_cargo, metodo, importe_cent, estado, pedido, cf_asoc, cf_dojo)
       values ($1, 'CARD', $2, 'DONE', '5555abcdEFGH', 1, 1) returning id`,
      [charge.id, charge.amountCents],
    );
    const asoc = client(t, await signIn(t, 'asoc@demo.federa'), 'en');
    expect(await asoc.ask('graphql', refundPayment(payment.id))).toMatchObject({
      ok: false,
      code: 'SERVICE_UNAVAILABLE',
      message: translate('en', 'payments.gatewayUnavailable'),
    });
    expect(await t.sql('select estado from pago where id = $1', [payment.id])).toEqual([{ estado: 'DONE' }]);
    expect(await t.sql('select estado from cargo where id = $1', [charge.id])).toEqual([{ estado: 'PAID' }]);
  });

  it('has no local gateway', async () => {
    const response = await fetch(`${t.url}/pasarela-pruebas/sis/realizarPago`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('no merchant in production', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ payments: paymentSettings({ NODE_ENV: 'production' }) });
  });
  afterAll(() => t.close());

  it('refuses to start a card payment, in the caller’s language', async () => {
    const charge = await makeCharge(t);
    const dojo = client(t, await signIn(t, 'dojo@demo.federa'), 'fr');
    expect(await dojo.ask('graphql', startPayment(charge.id, 'BIZUM'))).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: translate('fr', 'payments.unavailable'),
    });
  });

  it('refuses every notification, which it cannot verify, and logs it', async () => {
    const notification = signed({
      Ds_Order: '1234abcdABCD',
      Ds_Amount: '100',
      Ds_Currency: '978',
      Ds_MerchantCode: '999008881',
      Ds_Terminal: '001',
      Ds_Response: '0000',
      Ds_TransactionType: '0',
    });
    expect((await notify(t, notification)).status).toBe(400);
    expect(await t.sql('select resultado, pedido from pago_notificacion')).toEqual([
      { resultado: 'FORGED', pedido: '1234abcdABCD' },
    ]);
  });
});

describe('the gateway a merchant is sent to', () => {
  it("is Redsys's real one in production unless told otherwise, its test environment elsewhere", () => {
    const merchant = { REDSYS_MERCHANT_CODE: '999008881', REDSYS_SECRET_KEY: KEY };
    expect(paymentSettings({ ...merchant, NODE_ENV: 'production' }).redsys).toMatchObject({
      url: 'https://sis.redsys.es/sis/realizarPago',
      restUrl: 'https://sis.redsys.es/sis/rest/trataPeticionREST',
      local: false,
    });
    expect(paymentSettings({ ...merchant, NODE_ENV: 'development' }).redsys?.url).toBe(
      'https://sis-t.redsys.es:25443/sis/realizarPago',
    );
    expect(paymentSettings({ NODE_ENV: 'production' }).redsys).toBeUndefined();
  });
});
