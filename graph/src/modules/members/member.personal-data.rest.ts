import type { Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { fileRoute } from '../../rest/file-route';
import { invalid, param, requiredId, restRoute, text, type RestDeps } from '../../rest/respond';

/** GET /v1/asociados/datosPersonales?id=&formato=json|pdf; POST /v1/asociados/borrarDatos {id}. */
export function memberPersonalDataRoutes(router: Router, deps: RestDeps): void {
  const { members } = deps.services;
  // A file: whatever refuses (no session, not theirs, junk) answers before the first byte.
  router.get(
    '/asociados/datosPersonales',
    fileRoute(
      deps,
      async (ctx, req, send) => {
        const format = text(param(req, 'formato')) || 'json';
        if (format !== 'json' && format !== 'pdf') throw invalid('formato');
        await send(await members.personalDataFile(ctx, requiredId(req), format));
      },
      { tag: 'members personal data' },
    ),
  );
  router.post(
    '/asociados/borrarDatos',
    restRoute(deps, async (ctx, req) => {
      await members.erase(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'personalData.erased') } };
    }),
  );
}
