import { REDSYS_TEST_MERCHANT } from '../../../graph/src/modules/billing/billing.settings';
import {
  decodeParameters,
  signAsGateway,
  type RedsysParameters,
  type SignedFields,
} from '../../../graph/src/modules/payments/redsys.signature';
import type { TestServer } from '../../support/test-server';
import type { BothDoors, Client, Transport } from '../../support/world';

export const KEY = REDSYS_TEST_MERCHANT.secretKey;

/**
 * A charge made straight in the database: by default dojo 1 owes association 1 a batch's fees;
 * with `payerMember`, that member owes their dojo its own fee.
 */
export async function makeCharge(
  t: TestServer,
  fields: { amountCents?: number; payerDojo?: number; payerMember?: number; status?: string } = {},
): Promise<{ id: number; amountCents: number; reference: string }> {
  const amountCents = fields.amountCents ?? 12_345;
  const status = fields.status ?? 'OPEN';
  const [row] = fields.payerMember
    ? await t.sql<{ id: number; referencia: string }>(
        `insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, importe_cent, estado)
         select 'CUOTA_DOJO', 2026, a.cf_dojo, a.id_aso, a.cf_asoc, a.cf_dojo, $2, $3 from asociado a where a.id_aso = $1
         returning id, referencia`,
        [fields.payerMember, amountCents, status],
      )
    : await t.sql<{ id: number; referencia: string }>(
        `insert into cargo (tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, importe_cent, estado)
         select 'CUOTAS', 2026, d.cf_asoc, d.id_dojo, d.cf_asoc, d.id_dojo, $2, $3 from dojo d where d.id_dojo = $1
         returning id, referencia`,
        [fields.payerDojo ?? 1, amountCents, status],
      );
  return { id: row.id, amountCents, reference: row.referencia };
}

export type GatewayForm = { paymentId: number; order: string; url: string; fields: SignedFields };

/** startPayment over either door, answered in one shape. */
export const startPayment = (chargeId: number, method: string): BothDoors<GatewayForm> => ({
  rest: {
    method: 'POST',
    path: '/pagos/iniciar',
    params: { idCargo: chargeId, metodo: method },
    value: (b) => ({ paymentId: b.res.idPago, order: b.res.pedido, url: b.res.url, fields: b.res.campos }),
  },
  graphql: {
    query: `mutation Start($chargeId: Int!, $method: PaymentMethod!) {
      startPayment(chargeId: $chargeId, method: $method) {
        paymentId order url fields { Ds_SignatureVersion Ds_MerchantParameters Ds_Signature }
      }
    }`,
    variables: { chargeId, method },
    value: (d) => d.startPayment,
  },
});

export type PaymentAnswer = { id: number; status: string; amountCents: number; method: string };

/** refundPayment over either door. */
export const refundPayment = (paymentId: number): BothDoors<PaymentAnswer> => ({
  rest: {
    method: 'POST',
    path: '/pagos/devolver',
    params: { idPago: paymentId },
    value: (b) => ({
      id: b.res.idPago,
      status: b.res.estado,
      amountCents: b.res.importeCent,
      method: b.res.metodo,
    }),
  },
  graphql: {
    query: `mutation Refund($paymentId: Int!) { refundPayment(paymentId: $paymentId) { id status amountCents method } }`,
    variables: { paymentId },
    value: (d) => d.refundPayment,
  },
});

/** Starts a payment as `client` and answers the form, failing the test if it was refused. */
export async function started(
  client: Client,
  chargeId: number,
  method = 'CARD',
  transport: Transport = 'rest',
) {
  const outcome = await client.ask(transport, startPayment(chargeId, method));
  if (!outcome.ok) throw new Error(`startPayment refused: ${outcome.message}`);
  return outcome.value!;
}

/** What the gateway would notify for a payment form: authorised unless `overrides` say otherwise. */
export function notificationFor(form: GatewayForm, overrides: RedsysParameters = {}): RedsysParameters {
  const request = decodeParameters(form.fields.Ds_MerchantParameters)!;
  return {
    Ds_Date: '28%2F11%2F2026',
    Ds_Hour: '08%3A00',
    Ds_SecurePayment: '1',
    Ds_Amount: request.DS_MERCHANT_AMOUNT,
    Ds_Currency: '978',
    Ds_Order: request.DS_MERCHANT_ORDER,
    Ds_MerchantCode: request.DS_MERCHANT_MERCHANTCODE,
    Ds_Terminal: '001',
    Ds_Response: '0000',
    Ds_MerchantData: '',
    Ds_TransactionType: '0',
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: '123456',
    Ds_Card_Number: '454881******0004',
    Ds_Card_Brand: '1',
    Ds_Card_Country: '724',
    Ds_ProcessedPayMethod: '1',
    ...overrides,
  };
}

/** Posts a notification to the server as Redsys does: a form, no session. */
export async function notify(t: TestServer, fields: Record<string, string>) {
  const response = await fetch(`${t.url}/v1/pagos/redsys`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text() };
}

/** A notification signed with the merchant's key, as the gateway signs them. */
export const signed = (parameters: RedsysParameters, key = KEY) => signAsGateway(key, parameters);

export async function paymentRow(t: TestServer, id: number) {
  const [row] = await t.sql('select estado, confirmado, respuesta, pedido from pago where id = $1', [id]);
  return row;
}

export async function chargeStatus(t: TestServer, id: number): Promise<string> {
  return (await t.sql('select estado from cargo where id = $1', [id]))[0].estado;
}

/** The notification log's entries for an order, oldest first. */
export async function logOf(t: TestServer, order: string) {
  return t.sql<{
    resultado: string;
    motivo: string;
    datos: Record<string, string> | null;
    cf_pago: number | null;
  }>('select resultado, motivo, datos, cf_pago from pago_notificacion where pedido = $1 order by id', [
    order,
  ]);
}
