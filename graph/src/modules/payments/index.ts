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
    if (merchant) {
      // Redsys's test key is public: whoever reaches this server can sign a payment of it.
      deps.log(
        '[payments] the local test gateway is mounted (no REDSYS_MERCHANT_CODE outside production): card and Bizum payments are not real, and this server must not be reachable by the public',
        'warn',
      );
      localGatewayRoutes(router, merchant, deps.log, deps.publicUrl);
    }
  },
  // The gateway's log is kept as long as the audit log is.
  retention: (settings: { retention: { auditDays: number } }) => [
    byMoment('pago_notificacion', 'recibida', settings.retention.auditDays),
  ],
} satisfies DomainModule;
