import type { DomainModule } from '../common/domain-module';
import { ValidationResolver } from './validation.resolver';
import { validationRestRoutes } from './validation.rest';
import { ValidationService } from './validation.service';

export const validationsModule = {
  name: 'validations',
  services: { validations: { create: () => new ValidationService() } },
  resolvers: [ValidationResolver],
  restRoutes: validationRestRoutes,
} satisfies DomainModule;
