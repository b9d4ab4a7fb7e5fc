import type { DomainModule } from '../common/domain-module';
import { geoLoaders } from './geo.loaders';
import { GeoResolver } from './geo.resolver';

export const geoModule = {
  name: 'geo',
  resolvers: [GeoResolver],
  loaders: geoLoaders,
} satisfies DomainModule;
