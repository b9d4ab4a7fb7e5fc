import type { DomainModule } from '../common/domain-module';
import { dojoLoaders } from './dojo.loaders';
import { DojoResolver } from './dojo.resolver';
import { dojoRestRoutes } from './dojo.rest';

export const dojosModule = {
  name: 'dojos',
  resolvers: [DojoResolver],
  loaders: dojoLoaders,
  restRoutes: dojoRestRoutes,
} satisfies DomainModule;
