import type { DomainModule } from '../common/domain-module';
import { ContactResolver, ContactWarningsResolver } from './contact.resolver';
import { contactRestRoutes } from './contact.rest';

/** The public site's own calls: the contact form and its inbox. */
export const publicModule = {
  name: 'public',
  resolvers: [ContactResolver, ContactWarningsResolver],
  restRoutes: contactRestRoutes,
} satisfies DomainModule;
