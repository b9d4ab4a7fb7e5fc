import type { DomainModule, ServiceKit } from '../common/domain-module';
import { dojosView } from './dojo.report-view';
import { AssociationDojosResolver } from './association-dojos.resolver';
import { Dojo } from './dojo.entity';
import { associationHasDojos } from './dojo-history';
import { LOGO_IMAGE } from './dojo.images';
import { dojoLoaders } from './dojo.loaders';
import { DojoResolver } from './dojo.resolver';
import { dojoRestRoutes } from './dojo.rest';
import { DojoService } from './dojo.service';

export const dojosModule = {
  name: 'dojos',
  services: {
    dojos: { create: (kit: ServiceKit) => new DojoService(kit.files, kit.holdsHistory('dojo')) },
  },
  entities: [Dojo],
  auditedTables: ['dojo'],
  uniqueConstraints: { dojo_asoc_nombre_unique: { field: 'name', key: 'dojos.duplicateName' } },
  images: [LOGO_IMAGE],
  history: { association: associationHasDojos },
  reportViews: [dojosView],
  resolvers: [DojoResolver, AssociationDojosResolver],
  loaders: dojoLoaders,
  uploadRoutes: ['/dojos/ins', '/dojos/mod'],
  restRoutes: dojoRestRoutes,
} satisfies DomainModule;
