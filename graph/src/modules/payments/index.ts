import type { DomainModule, ServiceKit } from '../common/domain-module';
import { byMoment } from '../common/retention';
import { localGatewayRoutes } from './local-gateway/local-gateway.routes';
import { PaymentNotification } from './payment-notification.entity';
import { paymentLoaders } from './payment.loaders';
import { ChargePaymentsResolver } from './charge-payments.resolver';
import { PaymentResolver } from './payment.resolver';
import { paymentRestRoutes } from './payment.rest';
import { PaymentService, type PaymentServiceSettings } from './payment.service';

/** Card and Bizum payments through Redsys, its notifications, refunds, and the local gateway. */
export const paymentsModule = {
  name: 'payments',
  services: {
    payments: {
      create: ({ settings, log }: ServiceKit<PaymentServiceSettings>) => new PaymentService(settings, log),
    },
  },
  entities: [PaymentNotification],
  resolvers: [PaymentResolver, ChargePaymentsResolver],
  loaders: paymentLoaders,
  restRoutes: paymentRestRoutes,
  siteRoutes: (router, deps) => {
    const merchant = deps.services.payments.localGateway();
    if (merchant) localGatewayRoutes(router, merchant, deps.log, deps.publicUrl);
  },
  // The gateway's log is kept as long as the audit log is.
  retention: (settings: { retention: { auditDays: number } }) => [
    byMoment('pago_notificacion', 'recibida', settings.retention.auditDays),
  ],
} satisfies DomainModule;
