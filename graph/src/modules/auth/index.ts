import type { DomainModule } from '../common/domain-module';
import { AuthResolver } from './auth.resolver';
import { authRestRoutes } from './auth.rest';

export const authModule = {
  name: 'auth',
  resolvers: [AuthResolver],
  restRoutes: authRestRoutes,
} satisfies DomainModule;
