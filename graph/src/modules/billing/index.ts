import type { DomainModule } from '../common/domain-module';
import { Charge, ChargeItem } from './charge.entity';
import { Invoice, InvoiceCounter } from './invoice.entity';
import { Payment } from './payment.entity';
import { Tariff } from './tariff.entity';

export const billingModule = {
  name: 'billing',
  webModule: false,
  entities: [Tariff, Charge, ChargeItem, Invoice, InvoiceCounter, Payment],
  auditedTables: ['tarifa', 'cargo', 'factura', 'pago'],
} satisfies DomainModule;
