import type { DomainModule } from '../common/domain-module';
import { ValidationResolver } from './validation.resolver';
import { validationRestRoutes } from './validation.rest';

export const validationsModule = {
  name: 'validations',
  resolvers: [ValidationResolver],
  restRoutes: validationRestRoutes,
} satisfies DomainModule;
