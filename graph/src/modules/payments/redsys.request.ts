import { randomTransactionId } from 'redsys-easy';
import type { Lang } from '@federa/schema/i18n';
import type { RedsysSettings } from '../billing/billing.settings';
import type { RedsysParameters } from './redsys.signature';

/** The ways to pay through Redsys, as GraphQL and REST name them. */
export const GATEWAY_METHODS = ['CARD', 'BIZUM'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** Euros (ISO 4217 numeric), the only currency charges are in. */
export const EURO = '978';
/** Redsys's transaction types: an authorised payment, and the refund of one. */
export const PAYMENT_TRANSACTION = '0';
export const REFUND_TRANSACTION = '3';

/** The notification URL, under the server's own origin: the REST door Redsys posts to. */
export const NOTIFICATION_PATH = '/v1/pagos/redsys';

/** Redsys's numbers for the payer's language on its pages. */
const CONSUMER_LANGUAGE: Record<Lang, string> = { es: '001', en: '002', fr: '004' };

/**
 * A new Redsys order: 12 characters, the first 4 digits as Redsys requires, the rest random
 * letters and digits (redsys-easy draws them from node:crypto), so an order names one payment.
 */
export const newOrder = (): string => randomTransactionId();

/**
 * The page of the charge the payer comes back to after the gateway, in their language: a
 * member's own charges are under 'Mis pagos', a dojo's or association's under 'Facturación'.
 */
export function chargePage(
  origin: string,
  lang: Lang,
  charge: { id: number; personal: boolean },
  result: 'ok' | 'ko',
): string {
  return `${origin}/${lang}/app/${charge.personal ? 'mis-pagos' : 'cobros'}/${charge.id}?pago=${result}`;
}

/** Where the gateway is: its own address, or the local gateway under this server's origin. */
export const gatewayUrl = (origin: string, url: string): string => (url.startsWith('/') ? origin + url : url);

export type PaymentRequest = {
  order: string;
  amountCents: number;
  method: GatewayMethod;
  chargeId: number;
  /** A member pays it (rather than a dojo or an association). */
  personal: boolean;
  reference: string;
  lang: Lang;
  origin: string;
};

/** The payment form's parameters, as Redsys's redirection guide lists them. */
export function paymentParameters(merchant: RedsysSettings, request: PaymentRequest): RedsysParameters {
  return {
    DS_MERCHANT_AMOUNT: String(request.amountCents),
    DS_MERCHANT_ORDER: request.order,
    DS_MERCHANT_MERCHANTCODE: merchant.merchantCode,
    DS_MERCHANT_CURRENCY: EURO,
    DS_MERCHANT_TRANSACTIONTYPE: PAYMENT_TRANSACTION,
    DS_MERCHANT_TERMINAL: merchant.terminal,
    DS_MERCHANT_MERCHANTURL: request.origin + NOTIFICATION_PATH,
    DS_MERCHANT_URLOK: chargePage(
      request.origin,
      request.lang,
      { id: request.chargeId, personal: request.personal },
      'ok',
    ),
    DS_MERCHANT_URLKO: chargePage(
      request.origin,
      request.lang,
      { id: request.chargeId, personal: request.personal },
      'ko',
    ),
    DS_MERCHANT_CONSUMERLANGUAGE: CONSUMER_LANGUAGE[request.lang],
    DS_MERCHANT_PRODUCTDESCRIPTION: request.reference,
    // 'z' shows Bizum alone; 'C' the card form alone, so the payer meets the method they chose.
    DS_MERCHANT_PAYMETHODS: request.method === 'BIZUM' ? 'z' : 'C',
  };
}

/** The REST refund (TransactionType 3) of an authorised payment's whole amount. */
export function refundParameters(
  merchant: RedsysSettings,
  payment: { order: string; amountCents: number },
): RedsysParameters {
  return {
    DS_MERCHANT_AMOUNT: String(payment.amountCents),
    DS_MERCHANT_ORDER: payment.order,
    DS_MERCHANT_MERCHANTCODE: merchant.merchantCode,
    DS_MERCHANT_CURRENCY: EURO,
    DS_MERCHANT_TRANSACTIONTYPE: REFUND_TRANSACTION,
    DS_MERCHANT_TERMINAL: merchant.terminal,
  };
}

/**
 * The gateway's fields a payment and the notification log keep: its answer codes, never the
 * card (Ds_Card_Number, even masked, Ds_Card_*, Ds_Merchant_Identifier and the like are left out).
 */
const KEPT_FIELDS = [
  'Ds_Date',
  'Ds_Hour',
  'Ds_Amount',
  'Ds_Currency',
  'Ds_Order',
  'Ds_MerchantCode',
  'Ds_Terminal',
  'Ds_Response',
  'Ds_TransactionType',
  'Ds_SecurePayment',
  'Ds_AuthorisationCode',
  'Ds_ConsumerLanguage',
  'Ds_ProcessedPayMethod',
  'Ds_ErrorCode',
] as const;

export function keptFields(parameters: RedsysParameters): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_FIELDS) {
    const value = parameters[name];
    if (value !== undefined) kept[name] = value.slice(0, 40);
  }
  return kept;
}

/** Ds_Response 0000 to 0099: authorised (Redsys's guide); anything else is a refusal. */
export function isAuthorised(response: string | undefined): boolean {
  return response !== undefined && /^\d{1,4}$/.test(response) && Number(response) <= 99;
}
