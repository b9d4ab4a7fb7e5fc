import type { DomainModule, ServiceKit } from '../common/domain-module';
import { Association } from './association.entity';
import { associationLoaders } from './association.loaders';
import { AssociationResolver } from './association.resolver';
import { associationRestRoutes } from './association.rest';
import { AssociationService } from './association.service';

export const associationsModule = {
  name: 'associations',
  services: {
    associations: { create: (kit: ServiceKit) => new AssociationService(kit.holdsHistory('association')) },
  },
  entities: [Association],
  auditedTables: ['asociacion'],
  uniqueConstraints: {
    asociacion_nombre_unique: { field: 'name', key: 'associations.duplicateName' },
    asociacion_serie_unique: { field: 'series', key: 'associations.duplicateSerie' },
  },
  resolvers: [AssociationResolver],
  loaders: associationLoaders,
  restRoutes: associationRestRoutes,
} satisfies DomainModule;
