import type { DomainModule } from '../common/domain-module';
import { feeBatchLoaders } from './fee-batch.loaders';
import { FeeBatchResolver } from './fee-batch.resolver';
import { FeeWarningsResolver } from './fee-warnings.resolver';
import { feeRestRoutes } from './fee.rest';

export const feesModule = {
  name: 'fees',
  resolvers: [FeeBatchResolver, FeeWarningsResolver],
  loaders: feeBatchLoaders,
  restRoutes: feeRestRoutes,
} satisfies DomainModule;
