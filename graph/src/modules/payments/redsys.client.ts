import { createRedsysAPI, GatewayError } from 'redsys-easy';
import type { RedsysSettings } from '../billing/billing.settings';
import { DomainError } from '../common/domain-error';
import { gatewayUrl, keptFields, refundParameters } from './redsys.request';

/** A gateway that does not answer within this is treated as unavailable: nothing is recorded. */
const GATEWAY_TIMEOUT_MS = 20_000;

const timedFetch = (url: string | URL, init?: RequestInit) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });

/** Ds_Response of a refund: 0900 is "refund authorised" (0000-0099 also mean accepted). */
const refundAccepted = (code: string | undefined) =>
  code !== undefined && /^\d{1,4}$/.test(code) && (Number(code) <= 99 || Number(code) === 900);

/**
 * Asks the gateway's REST interface (trataPeticionREST) to give a payment's whole amount back,
 * through redsys-easy, which signs the request and verifies the signed answer. Answers the
 * answer's kept fields; refused with `payments.refundRefused` and the gateway's code when it says
 * no (SIS0057: more than the payment; SIS0072: an unknown operation), `payments.gatewayUnavailable`
 * when it cannot be reached or its answer is not signed by it.
 */
export async function askRefund(
  merchant: RedsysSettings,
  origin: string,
  payment: { order: string; amountCents: number },
): Promise<Record<string, string>> {
  const restUrl = gatewayUrl(origin, merchant.restUrl);
  const api = createRedsysAPI({
    secretKey: merchant.secretKey,
    urls: {
      redirect: gatewayUrl(origin, merchant.url),
      restTrataPeticion: restUrl,
      restIniciaPeticion: restUrl,
    },
    fetch: timedFetch as never,
  });
  let answer: Record<string, unknown>;
  try {
    answer = (await api.restTrataPeticion(refundParameters(merchant, payment) as never)) as never;
  } catch (error) {
    if (error instanceof GatewayError)
      throw new DomainError('CONFLICT', 'payments.refundRefused', {
        params: { code: String(error.code).slice(0, 12) },
      });
    throw new DomainError('SERVICE_UNAVAILABLE', 'payments.gatewayUnavailable');
  }
  const fields = keptFields(
    Object.fromEntries(Object.entries(answer).filter((e): e is [string, string] => typeof e[1] === 'string')),
  );
  // Signed by the gateway, yet about another operation: nothing is recorded.
  if (fields.Ds_Order !== payment.order || fields.Ds_Amount !== String(payment.amountCents))
    throw new DomainError('SERVICE_UNAVAILABLE', 'payments.gatewayUnavailable');
  if (!refundAccepted(fields.Ds_Response))
    throw new DomainError('CONFLICT', 'payments.refundRefused', {
      params: { code: fields.Ds_Response ?? '?' },
    });
  return fields;
}
