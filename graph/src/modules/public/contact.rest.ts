import type { Router } from 'express';
import {
  boolean,
  invalid,
  listParams,
  param,
  requiredId,
  restRoute,
  text,
  type RestDeps,
} from '../../rest/respond';
import type { ContactMessageView } from './contact.service';
import { CONTACT_FIELDS } from '@federa/schema/validation/contact';

const restOf = (m: ContactMessageView) => ({
  id: m.id,
  nombre: m.name,
  email: m.email,
  mensaje: m.message,
  idioma: m.language,
  fecha: m.createdAt.toISOString(),
  leido: m.read,
});

/**
 * POST /v1/contacto (the call part 3 §7 leaves open): JSON `nombre`, `email`, `mensaje` and the
 * hidden `website`; field errors under those names. A session is optional: with one, the message
 * is the member's; a stale one is ignored. The inbox calls are the national administrator's.
 */
export function contactRestRoutes(router: Router, deps: RestDeps): void {
  const { contact } = deps.services;

  router.post(
    '/contacto',
    restRoute(
      deps,
      async (ctx, req) => {
        await contact.send(ctx, {
          name: text(param(req, 'nombre')),
          email: text(param(req, 'email')),
          message: text(param(req, 'mensaje')),
          trap: text(param(req, 'website')),
        });
        return { res: true };
      },
      { public: true, restFields: CONTACT_FIELDS },
    ),
  );

  router.get(
    '/contacto',
    restRoute(deps, async (ctx, req) => {
      const unread = param(req, 'noLeidos');
      const unreadOnly = unread === undefined || unread === '' ? false : boolean(unread);
      if (unreadOnly === undefined) throw invalid('noLeidos');
      const inbox = await contact.inbox(ctx, listParams(req), unreadOnly);
      return { res: inbox.items.map(restOf), nRes: inbox.returned, nTot: inbox.total };
    }),
  );

  router.post(
    '/contacto/leido',
    restRoute(deps, async (ctx, req) => {
      const read = boolean(param(req, 'leido') ?? true);
      if (read === undefined) throw invalid('leido');
      return { res: restOf(await contact.markRead(ctx, requiredId(req), read)) };
    }),
  );

  router.get(
    '/contacto/warnings',
    restRoute(deps, async (ctx) => ({ res: await contact.countUnread(ctx) })),
  );
}
