import type { DomainModule, ServiceKit } from '../common/domain-module';
import { ContactMessage } from './contact-message.entity';
import { ContactMailer } from './contact.mailer';
import { contactPersonalData } from './contact.personal-data';
import { ContactResolver, ContactWarningsResolver } from './contact.resolver';
import { contactRetention } from './contact.retention';
import { contactRestRoutes } from './contact.rest';
import { ContactService, type ContactSettings } from './contact.service';
import { siteRoutes } from './site.rest';

/** The public site's own calls: the contact form and its inbox, robots.txt and the sitemap. */
export const publicModule = {
  name: 'public',
  services: {
    contact: {
      create: ({ settings, log }: ServiceKit<ContactSettings>) =>
        new ContactService(settings.contact, settings.jwt.secret, new ContactMailer(settings.contact, log)),
    },
  },
  entities: [ContactMessage],
  personalData: contactPersonalData,
  resolvers: [ContactResolver, ContactWarningsResolver],
  restRoutes: contactRestRoutes,
  siteRoutes,
  retention: contactRetention,
} satisfies DomainModule;
