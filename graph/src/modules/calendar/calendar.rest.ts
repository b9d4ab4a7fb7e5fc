import type { Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { onReader } from '../../database/reader';
import { requestLanguage, restRoute, type RestDeps } from '../../rest/respond';
import { feedUrl } from './calendar.url';

const ICS = 'text/calendar; charset=utf-8';

/** GET /v1/cursos/calendario and POST /v1/cursos/calendario/renovar: the caller's feed URL. */
export function calendarRestRoutes(router: Router, deps: RestDeps): void {
  const { calendars } = deps.services;
  router.get(
    '/cursos/calendario',
    restRoute(deps, async (ctx, req) => ({
      res: { url: feedUrl(req, await calendars.feedPath(ctx), ctx.lang) },
    })),
  );
  router.post(
    '/cursos/calendario/renovar',
    restRoute(deps, async (ctx, req) => {
      const url = feedUrl(req, await calendars.renew(ctx), ctx.lang);
      return { res: { url, mensaje: translate(ctx.lang, 'courses.calendarRenewed') } };
    }),
  );
}

/**
 * The feeds themselves, outside /v1 (calendar applications fetch them with no token): a member's
 * at its secret URL, the public one of upcoming validated courses. An unknown or renewed secret
 * is a plain 404, the same whatever made it wrong.
 */
export function calendarSiteRoutes(router: Router, deps: RestDeps): void {
  const { calendars } = deps.services;
  router.get('/calendario/:file', async (req, res, next) => {
    try {
      const file = req.params.file;
      const secret = file.length <= 80 && file.endsWith('.ics') ? file.slice(0, -4) : '';
      const feed = secret
        ? await calendars.memberFeed(deps.orm.em.fork(), secret, requestLanguage(req))
        : null;
      if (feed === null) {
        res
          .status(404)
          .type('text/plain')
          .send(translate(requestLanguage(req), 'common.notFound'));
        return;
      }
      res.set({ 'Content-Type': ICS, 'Cache-Control': 'private, max-age=300', 'X-Robots-Tag': 'noindex' });
      res.send(feed);
    } catch (error) {
      next(error);
    }
  });
  router.get('/cursos/public.ics', async (req, res, next) => {
    try {
      // A public page: from the read replica when there is one (ADR 0025).
      const feed = await onReader(deps.orm.em.fork(), (em) => calendars.publicFeed(em, requestLanguage(req)));
      res.set({ 'Content-Type': ICS, 'Cache-Control': 'public, max-age=900' });
      res.send(feed);
    } catch (error) {
      next(error);
    }
  });
}
