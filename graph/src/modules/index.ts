import type { NeedsOf, ServicesOf, SettingsOf } from './common/domain-module';
import { associationsModule } from './associations';
import { auditModule } from './audit';
import { billingModule } from './billing';
import { authModule } from './auth';
import { calendarModule } from './calendar';
import { cardsModule } from './cards';
import { coursesModule } from './courses';
import { dojosModule } from './dojos';
import { enrolmentModule } from './enrolment';
import { feesModule } from './fees';
import { geoModule } from './geo';
import { gradesModule } from './grades';
import { membersModule } from './members';
import { paymentsModule } from './payments';
import { publicModule } from './public';
import { reportsModule } from './reports';
import { sepaModule } from './sepa';
import { statementsModule } from './statements';
import { validationsModule } from './validations';

/** Every domain the server runs; the doors compose what each module exports (domain-module.ts). */
export const MODULES = [
  authModule,
  associationsModule,
  // Before dojos: the order the report screen offers their views in.
  membersModule,
  dojosModule,
  geoModule,
  feesModule,
  gradesModule,
  coursesModule,
  enrolmentModule,
  billingModule,
  paymentsModule,
  calendarModule,
  validationsModule,
  cardsModule,
  reportsModule,
  publicModule,
  auditModule,
  sepaModule,
  statementsModule,
] as const;

type Module = (typeof MODULES)[number];
type LoadersOf<M> = M extends { loaders: (em: never) => infer L } ? L : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The loaders of every module, as resolvers see them on the context. */
export type Loaders = Intersection<LoadersOf<Module>>;
/** The services of every module, as the doors see them (`ctx.services`, `deps.services`). */
export type Services = ServicesOf<Module>;
/** The configuration every module's services take (the bootstrap's Config must hold it). */
export type ModuleSettings = SettingsOf<Module>;
/** The other modules' services the factories are handed, as they type them. */
export type ModuleNeeds = NeedsOf<Module>;
