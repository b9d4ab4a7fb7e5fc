import crypto from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Log } from '../../../logging';
import { LOCAL_GATEWAY_PATH, type RedsysSettings } from '../../billing/billing.settings';
import { requestOrigin } from '../../common/request-origin';
import { PAYMENT_TRANSACTION, REFUND_TRANSACTION } from '../redsys.request';
import { signAsGateway, signedFieldsOf, type RedsysParameters, type SignedFields } from '../redsys.signature';
import { checkRequest, merchantParameter } from './gateway-request';
import { GatewayLedger } from './gateway-ledger';
import { pageLanguage, paymentPage, refusalPage } from './gateway-page';

const PAY = '/sis/realizarPago';
const DECIDE = '/sis/realizarPago/decision';
const REST = '/sis/rest/trataPeticionREST';
const NOTIFY_TIMEOUT_MS = 15_000;

/** Redsys's answer codes: authorised, cancelled by the payer, refund authorised. */
const AUTHORISED = '0000';
const CANCELLED_BY_PAYER = '9915';
const REFUND_AUTHORISED = '0900';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The fields of a notification as Redsys sends them (date and hour URL-encoded, as it does). */
function notificationParameters(
  request: RedsysParameters,
  order: string,
  response: string,
): RedsysParameters {
  const now = new Date();
  const bizum = merchantParameter(request, 'PayMethods') === 'z';
  return {
    Ds_Date: `${twoDigits(now.getDate())}%2F${twoDigits(now.getMonth() + 1)}%2F${now.getFullYear()}`,
    Ds_Hour: `${twoDigits(now.getHours())}%3A${twoDigits(now.getMinutes())}`,
    Ds_SecurePayment: response === AUTHORISED ? '1' : '0',
    Ds_Amount: merchantParameter(request, 'Amount')!,
    Ds_Currency: merchantParameter(request, 'Currency')!,
    Ds_Order: order,
    Ds_MerchantCode: merchantParameter(request, 'MerchantCode')!,
    Ds_Terminal: merchantParameter(request, 'Terminal')!.padStart(3, '0'),
    Ds_Response: response,
    Ds_MerchantData: '',
    Ds_TransactionType: PAYMENT_TRANSACTION,
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: response === AUTHORISED ? String(crypto.randomInt(100000, 1000000)) : '',
    Ds_ProcessedPayMethod: bizum ? '68' : '1',
  };
}

/**
 * The local gateway: Redsys's test environment as far as Federa uses it, for development, the
 * demo and the tests, mounted only while no real merchant is configured outside production. Its
 * payment page takes the signed form, checks it as Redsys does, and on "Pagar" posts the signed
 * notification server-to-server to the merchant URL before sending the browser to URLOK
 * ("Cancelar": a refusal, then URLKO); its REST address gives payments back. It asks no card
 * data. Its URLs must lie on the server's own origin: the test key is public, so it would
 * otherwise post or redirect anywhere anybody asked.
 */
export function localGatewayRoutes(
  router: Router,
  merchant: RedsysSettings,
  log: Log,
  publicUrl?: string,
): void {
  const ledger = new GatewayLedger();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const json = express.json({ limit: '16kb' });
  const originOf = (req: Request) => (publicUrl ? new URL(publicUrl).origin : requestOrigin(req));
  const ownUrl = (req: Request, url: string | undefined) => {
    const origin = originOf(req);
    return !!url && !!origin && (url === origin || url.startsWith(`${origin}/`));
  };

  /** The request checked as the payment page needs it, or the refusal page already sent. */
  function paymentRequest(req: Request, res: Response, fields: unknown) {
    const request = checkRequest(merchant, fields, PAYMENT_TRANSACTION);
    const lang = pageLanguage(
      request.ok ? merchantParameter(request.parameters, 'ConsumerLanguage') : undefined,
    );
    const refuse = (code: string) => {
      res.status(200).type('html').send(refusalPage(lang, code));
      return null;
    };
    if (!request.ok) return refuse(request.code);
    const p = request.parameters;
    if (
      ![
        merchantParameter(p, 'MerchantURL'),
        merchantParameter(p, 'UrlOK'),
        merchantParameter(p, 'UrlKO'),
      ].every((u) => ownUrl(req, u))
    )
      return refuse('SIS0007');
    if (ledger.has(request.order)) return refuse('SIS0051');
    return { ...request, lang, fields: signedFieldsOf(fields)! };
  }

  const showPage = (req: Request, res: Response) => {
    const fields = req.method === 'POST' ? req.body : req.query;
    const request = paymentRequest(req, res, fields);
    if (!request) return;
    const p = request.parameters;
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        paymentPage({
          lang: request.lang,
          fields: request.fields,
          decisionUrl: LOCAL_GATEWAY_PATH + DECIDE,
          merchantCode: merchant.merchantCode,
          terminal: merchant.terminal,
          order: request.order,
          amountCents: request.amountCents,
          description: (merchantParameter(p, 'ProductDescription') ?? '').slice(0, 125),
          bizum: merchantParameter(p, 'PayMethods') === 'z',
        }),
      );
  };
  router.get(LOCAL_GATEWAY_PATH + PAY, showPage);
  router.post(LOCAL_GATEWAY_PATH + PAY, form, showPage);

  router.post(LOCAL_GATEWAY_PATH + DECIDE, form, async (req, res, next) => {
    try {
      const request = paymentRequest(req, res, req.body);
      if (!request) return;
      const paid = (req.body as Record<string, unknown>).decision === 'ok';
      const p = request.parameters;
      if (paid) ledger.authorise(request.order, request.amountCents);
      const notification = signAsGateway(
        merchant.secretKey,
        notificationParameters(p, request.order, paid ? AUTHORISED : CANCELLED_BY_PAYER),
      );
      await notify(merchantParameter(p, 'MerchantURL')!, notification, request.order, log);
      res.redirect(303, merchantParameter(p, paid ? 'UrlOK' : 'UrlKO')!);
    } catch (error) {
      next(error);
    }
  });

  router.post(LOCAL_GATEWAY_PATH + REST, json, (req, res) => {
    const request = checkRequest(merchant, req.body, REFUND_TRANSACTION);
    if (!request.ok) return void res.json({ errorCode: request.code });
    const refused = ledger.refund(request.order, request.amountCents);
    if (refused) return void res.json({ errorCode: refused });
    const p = request.parameters;
    res.json(
      signAsGateway(merchant.secretKey, {
        Ds_Amount: String(request.amountCents),
        Ds_Currency: merchantParameter(p, 'Currency')!,
        Ds_Order: request.order,
        Ds_MerchantCode: merchant.merchantCode,
        Ds_Terminal: merchant.terminal.padStart(3, '0'),
        Ds_Response: REFUND_AUTHORISED,
        Ds_AuthorisationCode: String(crypto.randomInt(100000, 1000000)),
        Ds_TransactionType: REFUND_TRANSACTION,
        Ds_SecurePayment: '0',
        Ds_Language: '1',
        Ds_MerchantData: '',
      }),
    );
  });
}

/** Posts the signed notification to the merchant, as Redsys's server does; a failure is only logged. */
async function notify(url: string, fields: SignedFields, order: string, log: Log): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    if (!response.ok) log(`[local-gateway] order ${order}: the merchant answered ${response.status}`, 'warn');
  } catch (error) {
    log(`[local-gateway] order ${order}: the notification was not delivered (${String(error)})`, 'warn');
  }
}
