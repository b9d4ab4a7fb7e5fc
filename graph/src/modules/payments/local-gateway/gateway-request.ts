import type { RedsysSettings } from '../../billing/billing.settings';
import { EURO } from '../redsys.request';
import { signedFieldsOf, verify, type RedsysParameters } from '../redsys.signature';

/** A request the local gateway accepts, or the SIS code Redsys answers a wrong one with. */
export type GatewayRequest =
  | { ok: true; parameters: RedsysParameters; order: string; amountCents: number }
  | { ok: false; code: string };

const refused = (code: string): GatewayRequest => ({ ok: false, code });

/**
 * Checks a merchant's request as Redsys does, in its order: the signature (SIS0042), the merchant
 * and terminal (SIS0026), the order (SIS0074, SIS0075), the amount (SIS0018), the currency
 * (SIS0027) and the transaction type expected at this address (SIS0023).
 */
export function checkRequest(
  merchant: RedsysSettings,
  body: unknown,
  transactionType: string,
): GatewayRequest {
  const fields = signedFieldsOf(body);
  if (!fields) return refused('SIS0020');
  const parameters = verify(merchant.secretKey, fields);
  if (!parameters) return refused('SIS0042');
  const p = (name: string) =>
    parameters[`DS_MERCHANT_${name.toUpperCase()}`] ?? parameters[`Ds_Merchant_${name}`];
  if (p('MerchantCode') !== merchant.merchantCode || Number(p('Terminal')) !== Number(merchant.terminal))
    return refused('SIS0026');
  const order = p('Order');
  if (!order) return refused('SIS0074');
  if (!/^\d{4}[0-9A-Za-z]{0,8}$/.test(order)) return refused('SIS0075');
  const amount = p('Amount');
  if (!amount || !/^\d{1,12}$/.test(amount) || Number(amount) <= 0) return refused('SIS0018');
  if (p('Currency') !== EURO) return refused('SIS0027');
  if (p('TransactionType') !== transactionType) return refused('SIS0023');
  return { ok: true, parameters, order, amountCents: Number(amount) };
}

/** A merchant parameter by either spelling Redsys accepts (DS_MERCHANT_X or Ds_Merchant_X). */
export function merchantParameter(parameters: RedsysParameters, name: string): string | undefined {
  return parameters[`DS_MERCHANT_${name.toUpperCase()}`] ?? parameters[`Ds_Merchant_${name}`];
}
