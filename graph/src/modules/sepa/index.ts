import type { DomainModule, ServiceKit } from '../common/domain-module';
import { exists, sql } from '../common/sql';
import { AssociationCreditor, Mandate } from './mandate.entity';
import { mandatePersonalData } from './mandate.personal-data';
import { Debit, Remittance } from './remittance.entity';
import { SepaResolver } from './sepa.resolver';
import { sepaRestRoutes } from './sepa.rest';
import { SepaService, type SepaSettings } from './sepa.service';

export const sepaModule = {
  name: 'sepa',
  services: {
    sepa: { create: ({ settings }: ServiceKit<SepaSettings>) => new SepaService(settings) },
  },
  entities: [AssociationCreditor, Mandate, Remittance, Debit],
  uniqueConstraints: {
    mandato_referencia_unica: { field: 'reference', key: 'sepa.referenceTaken' },
    mandato_activo_unico: { field: 'payer', key: 'sepa.activeMandateExists' },
  },
  auditedTables: ['acreedor_sepa', 'mandato', 'remesa_sepa', 'adeudo'],
  // A payer's mandates are the record of what they signed: they keep the payer.
  history: {
    member: (em, id) => exists(em, sql`select 1 from mandato where pagador_asociado = ${id}`),
    dojo: (em, id) => exists(em, sql`select 1 from mandato where pagador_dojo = ${id}`),
    association: (em, id) =>
      exists(em, sql`select 1 from mandato where pagador_asoc = ${id} or acreedor_asoc = ${id}`),
  },
  personalData: mandatePersonalData,
  resolvers: [SepaResolver],
  restRoutes: sepaRestRoutes,
} satisfies DomainModule;
