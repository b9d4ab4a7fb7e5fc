import type { DomainModule, ServiceKit } from '../common/domain-module';
import { associationHasCharges, dojoHasCharges, memberHasCharges } from './billing-history';
import { billingLoaders } from './billing.loaders';
import { billingPersonalData } from './billing.personal-data';
import { BillingResolver } from './billing.resolver';
import { billingRestRoutes } from './billing.rest';
import { BillingService } from './billing.service';
import type { PaymentSettings } from './billing.settings';
import { Charge, ChargeItem } from './charge.entity';
import { chargesView, paymentsView } from './charge.report-view';
import { Invoice, InvoiceCounter } from './invoice.entity';
import { Payment } from './payment.entity';
import { Tariff } from './tariff.entity';

/** Tariffs, charges, invoices and the payments they record (issue 30). */
export const billingModule = {
  name: 'billing',
  services: {
    billing: {
      create: ({ settings }: ServiceKit<{ payments: PaymentSettings }>) =>
        new BillingService(settings.payments),
    },
  },
  entities: [Tariff, Charge, ChargeItem, Invoice, InvoiceCounter, Payment],
  auditedTables: ['tarifa', 'cargo', 'factura', 'pago'],
  history: { member: memberHasCharges, dojo: dojoHasCharges, association: associationHasCharges },
  personalData: billingPersonalData,
  reportViews: [chargesView, paymentsView],
  resolvers: [BillingResolver],
  loaders: billingLoaders,
  restRoutes: billingRestRoutes,
} satisfies DomainModule;
