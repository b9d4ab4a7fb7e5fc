import type { DomainModule, ServiceKit } from '../common/domain-module';
import { AuthResolver } from './auth.resolver';
import { authRestRoutes } from './auth.rest';
import { AuthService, type AuthSettings } from './auth.service';
import { EndedSession } from './ended-session.entity';
import { SignInLimiter } from './sign-in-limiter';

export const authModule = {
  name: 'auth',
  services: {
    auth: {
      create: ({ settings, limits }: ServiceKit<AuthSettings>) =>
        new AuthService(settings, new SignInLimiter(settings.signIn, limits)),
    },
  },
  entities: [EndedSession],
  resolvers: [AuthResolver],
  restRoutes: authRestRoutes,
} satisfies DomainModule;
