import { associationsModule } from './associations';
import { auditModule } from './audit';
import { authModule } from './auth';
import { billingModule } from './billing';
import { cardsModule } from './cards';
import { contactModule } from './contact';
import { coursesModule } from './courses';
import { dojosModule } from './dojos';
import { enrolmentModule } from './enrolment';
import { feesModule } from './fees';
import { gradesModule } from './grades';
import { homeModule } from './home';
import { memberViewModule } from './memberView';
import { membersModule } from './members';
import { paymentsModule } from './payments';
import { publicModule } from './public';
import { reportsModule } from './reports';
import { sepaModule } from './sepa';
import { statementsModule } from './statements';
import { validationsModule } from './validations';
import type { WebModule } from '../routes/webModule';

/**
 * Every domain the web client shows; the routes and the sidebar derive from it (routes/sections.ts),
 * so a new domain is one more line here. modules.test.ts checks it against the server's registry.
 */
export const WEB_MODULES: readonly WebModule[] = [
  authModule,
  publicModule,
  homeModule,
  associationsModule,
  dojosModule,
  membersModule,
  memberViewModule,
  feesModule,
  paymentsModule,
  billingModule,
  coursesModule,
  enrolmentModule,
  gradesModule,
  cardsModule,
  reportsModule,
  validationsModule,
  contactModule,
  auditModule,
  sepaModule,
  statementsModule,
];
