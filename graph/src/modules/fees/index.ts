import type { DomainModule } from '../common/domain-module';
import { FeeWarningsResolver } from './fee-warnings.resolver';
import { feeRestRoutes } from './fee.rest';

/** Only the badge count so far; the rest of the domain comes with its issue. */
export const feesModule = {
  name: 'fees',
  resolvers: [FeeWarningsResolver],
  restRoutes: feeRestRoutes,
} satisfies DomainModule;
