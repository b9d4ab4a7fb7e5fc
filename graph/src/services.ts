import type { Config } from './config';
import { AssociationService } from './modules/associations/association.service';
import { AuthService } from './modules/auth/auth.service';
import { SignInLimiter } from './modules/auth/sign-in-limiter';

/** The domain services, built once per server and shared by the GraphQL and REST doors. */
export type Services = { auth: AuthService; associations: AssociationService };

export function createServices(config: Config): Services {
  return {
    auth: new AuthService(config, new SignInLimiter(config.signIn)),
    associations: new AssociationService(),
  };
}
