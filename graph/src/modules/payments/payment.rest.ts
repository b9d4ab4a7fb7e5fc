import type { Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { requestOrigin } from '../common/request-origin';
import { param, requestLanguage, requiredId, restRoute, text, type RestDeps } from '../../rest/respond';
import type { GatewayForm } from './payment.service';
import type { PaymentRow } from './payment.queries';

const restForm = (form: GatewayForm) => ({
  idPago: form.paymentId,
  pedido: form.order,
  url: form.url,
  campos: form.fields,
});

const restPayment = (payment: PaymentRow) => ({
  idPago: payment.id,
  idCargo: payment.chargeId,
  metodo: payment.method,
  importeCent: payment.amountCents,
  estado: payment.status,
  creado: payment.createdAt,
  confirmado: payment.confirmedAt,
});

/**
 * POST /v1/pagos/iniciar {idCargo, metodo: CARD|BIZUM} and POST /v1/pagos/devolver {idPago}: the
 * REST doors of startPayment and refundPayment. POST /v1/pagos/redsys: the gateway's notification
 * (form fields Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature), answered 200 whenever
 * the gateway signed it, so that it stops retrying, and 400 otherwise.
 */
export function paymentRestRoutes(router: Router, deps: RestDeps): void {
  const { payments } = deps.services;
  router.post(
    '/pagos/iniciar',
    restRoute(
      deps,
      async (ctx, req) => {
        const form = await payments.startPayment(
          ctx,
          { chargeId: requiredId(req, 'idCargo'), method: text(param(req, 'metodo'))?.slice(0, 10) ?? '' },
          requestOrigin(req),
        );
        return { res: restForm(form) };
      },
      { restFields: { chargeId: 'idCargo', method: 'metodo' } },
    ),
  );
  router.post(
    '/pagos/devolver',
    restRoute(deps, async (ctx, req) => ({
      res: restPayment(await payments.refundPayment(ctx, requiredId(req, 'idPago'), requestOrigin(req))),
    })),
  );
  router.post('/pagos/redsys', async (req, res, next) => {
    try {
      const receipt = await payments.receiveNotification(deps.orm.em.fork(), req.body, req.ip ?? 'unknown');
      if (receipt.verified) res.status(200).type('text/plain').send('OK');
      else
        res.status(400).json({
          estado: 1,
          res: {
            mensaje: translate(requestLanguage(req), 'payments.notificationRefused'),
            codigo: 'BAD_USER_INPUT',
          },
        });
    } catch (error) {
      next(error);
    }
  });
}
