import type { RequestHandler, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import {
  errorBody,
  invalid,
  param,
  requestLanguage,
  requiredId,
  restRoute,
  text,
  type RestDeps,
} from '../../rest/respond';
import { asDomainError } from '../common/database-errors';
import { contentDisposition } from '../common/file-stream';
import { personalDataPdf } from './member.personal-data.pdf';

/**
 * A file, not a JSON answer: whatever refuses (no session, not theirs, junk) answers before the
 * first byte as every call does. The PDF of one person is small: built whole, then sent.
 */
function exportRoute(deps: RestDeps): RequestHandler {
  return async (req, res, next) => {
    const lang = requestLanguage(req);
    try {
      const format = text(param(req, 'formato')) || 'json';
      if (format !== 'json' && format !== 'pdf') throw invalid('formato');
      const em = deps.orm.em.fork();
      const caller = await deps.services.auth.authenticate(em, req.get('authorization'));
      const id = requiredId(req);
      const data = await deps.services.members.personalData(
        { em, caller, lang, ip: req.ip ?? 'unknown' },
        id,
      );
      const body =
        format === 'pdf'
          ? await personalDataPdf(data, lang, caller?.memberId ?? 0)
          : JSON.stringify(data, null, 2);
      res
        .set({
          'Content-Type': format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8',
          'Content-Disposition': contentDisposition(`datos-personales-${id}.${format}`),
          // A person's data: kept by no cache on the way.
          'Cache-Control': 'no-store',
        })
        .send(body);
    } catch (thrown) {
      const error = asDomainError(thrown);
      if (!error) return next(thrown);
      res.json(errorBody(error, lang));
    }
  };
}

/** GET /v1/asociados/datosPersonales?id=&formato=json|pdf; POST /v1/asociados/borrarDatos {id}. */
export function memberPersonalDataRoutes(router: Router, deps: RestDeps): void {
  router.get('/asociados/datosPersonales', exportRoute(deps));
  router.post(
    '/asociados/borrarDatos',
    restRoute(deps, async (ctx, req) => {
      await deps.services.members.erase(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'personalData.erased') } };
    }),
  );
}
