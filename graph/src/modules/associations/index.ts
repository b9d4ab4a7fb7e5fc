import type { DomainModule } from '../common/domain-module';
import { associationLoaders } from './association.loaders';
import { AssociationResolver } from './association.resolver';
import { associationRestRoutes } from './association.rest';

export const associationsModule = {
  name: 'associations',
  resolvers: [AssociationResolver],
  loaders: associationLoaders,
  restRoutes: associationRestRoutes,
} satisfies DomainModule;
