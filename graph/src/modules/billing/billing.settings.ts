/**
 * The Redsys merchant that card and Bizum payments go through. `local`: no merchant is configured
 * outside production, so the project's own gateway (payments/local-gateway) stands in for Redsys's
 * test environment with Redsys's published test merchant and key, and the demo pays end to end.
 */
export type RedsysSettings = {
  merchantCode: string;
  terminal: string;
  /** The merchant's key (base64), as the Redsys administration module gives it. */
  secretKey: string;
  /** The payment page the browser is sent to; relative to the server's origin when local. */
  url: string;
  /** The REST endpoint for operations without the browser (refunds); relative when local. */
  restUrl: string;
  local: boolean;
};

/** A SEPA creditor: who collects direct debits (the national federation's comes from the settings). */
export type SepaCreditor = { id: string; name: string; iban: string; bic?: string };

export type PaymentSettings = {
  /** None in production without REDSYS_MERCHANT_CODE: card and Bizum are then not offered. */
  redsys?: RedsysSettings;
  sepaCreditor?: SepaCreditor;
  /** The association's validation (level 2) of a batch needs the batch's charge paid, if it has one. */
  feesPaidBeforeAssociation: boolean;
};

/** Redsys's published test merchant and key (the "entorno de pruebas" of its integration guide). */
export const REDSYS_TEST_MERCHANT = {
  merchantCode: '999008881',
  terminal: '1',
  secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
};

/** The local gateway's paths, mounted by the payments module when `redsys.local`. */
export const LOCAL_GATEWAY_PATH = '/pasarela-pruebas';

/** Redsys's real gateway in production, its test environment anywhere else. */
const redsysHost = (production: boolean) =>
  production ? 'https://sis.redsys.es' : 'https://sis-t.redsys.es:25443';

export function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const production = env.NODE_ENV === 'production';
  const merchantCode = env.REDSYS_MERCHANT_CODE?.trim();
  if (merchantCode && !env.REDSYS_SECRET_KEY)
    throw new Error('REDSYS_SECRET_KEY must be set with REDSYS_MERCHANT_CODE');
  const redsys: RedsysSettings | undefined = merchantCode
    ? {
        merchantCode,
        terminal: env.REDSYS_TERMINAL?.trim() || '1',
        secretKey: env.REDSYS_SECRET_KEY!.trim(),
        url: env.REDSYS_URL?.trim() || `${redsysHost(production)}/sis/realizarPago`,
        restUrl: env.REDSYS_REST_URL?.trim() || `${redsysHost(production)}/sis/rest/trataPeticionREST`,
        local: false,
      }
    : production
      ? undefined
      : {
          ...REDSYS_TEST_MERCHANT,
          url: `${LOCAL_GATEWAY_PATH}/sis/realizarPago`,
          restUrl: `${LOCAL_GATEWAY_PATH}/sis/rest/trataPeticionREST`,
          local: true,
        };
  const creditorId = env.SEPA_CREDITOR_ID?.trim();
  return {
    redsys,
    sepaCreditor: creditorId
      ? {
          id: creditorId,
          name: env.SEPA_CREDITOR_NAME?.trim() || 'Federación',
          iban: (env.SEPA_CREDITOR_IBAN ?? '').replace(/\s+/g, '').toUpperCase(),
          bic: env.SEPA_CREDITOR_BIC?.trim() || undefined,
        }
      : undefined,
    feesPaidBeforeAssociation: (env.FEES_PAID_BEFORE_ASSOCIATION ?? 'true').trim() !== 'false',
  };
}
