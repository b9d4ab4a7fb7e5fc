import type { DomainModule } from '../common/domain-module';
import { Country } from './country.entity';
import { geoLoaders } from './geo.loaders';
import { geoReferenceData } from './geo.reference';
import { GeoResolver } from './geo.resolver';
import { GeoService } from './geo.service';
import { Province } from './province.entity';

export const geoModule = {
  name: 'geo',
  // Countries and provinces, read by every address form and the map: no screen of its own.
  webModule: false,
  services: { geo: { create: () => new GeoService() } },
  entities: [Country, Province],
  referenceData: geoReferenceData,
  resolvers: [GeoResolver],
  loaders: geoLoaders,
} satisfies DomainModule;
