import { lazyScreen, type WebModule } from '../../routes/webModule';
import { canReadContactMessages } from '../session/permissions';

const ContactInboxScreen = lazyScreen(() => import('./components/ContactInboxScreen'), 'ContactInboxScreen');

/** The inbox of the public site's contact form, whose messages the server's public module keeps. */
export const contactModule = {
  name: 'contact',
  server: 'public',
  sections: [
    {
      routes: [{ path: 'mensajes', element: () => <ContactInboxScreen /> }],
      may: canReadContactMessages,
      sidebar: {
        segment: 'mensajes',
        to: 'mensajes',
        label: 'web.shell.contact',
        order: 120,
        badge: (warnings) => warnings.contact,
      },
    },
  ],
} satisfies WebModule;
