import type { DomainModule } from '../common/domain-module';
import { ContactResolver, ContactWarningsResolver } from './contact.resolver';
import { contactRetention } from './contact.retention';
import { contactRestRoutes } from './contact.rest';
import { siteRoutes } from './site.rest';

/** The public site's own calls: the contact form and its inbox, robots.txt and the sitemap. */
export const publicModule = {
  name: 'public',
  resolvers: [ContactResolver, ContactWarningsResolver],
  restRoutes: contactRestRoutes,
  siteRoutes,
  retention: contactRetention,
} satisfies DomainModule;
