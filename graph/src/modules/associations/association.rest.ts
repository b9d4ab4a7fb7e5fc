import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { param, restRoute, text, type RestDeps, optionalId, requiredId, restTaken } from '../../rest/respond';
import type { AssociationFields } from '@federa/schema/validation/associations';
import { mountListRoutes } from '../common/list/rest-doors';
import { ASSOCIATION_LIST_DOORS } from './association.list-doors';
import type { AssociationRow } from './association.service';

const fields = (req: Request): AssociationFields => ({
  name: text(param(req, 'nombre')),
  zone: text(param(req, 'zona')),
  series: text(param(req, 'serie')),
});

/** A save's field errors under the names of part 1 §7. */
const SAVE = { restFields: { name: 'nombre', zone: 'zona', series: 'serie' } };

/** Field names of part 1 §3 (the dropdowns read idAsoc, nombre, zona). */
function asRest(a: AssociationRow) {
  return {
    idAsoc: a.id,
    nombre: a.name,
    zona: a.zone,
    serie: a.series,
    ...(a.dojoCount !== undefined && { numDoj: a.dojoCount }),
  };
}

/** The association calls of part 1 §7, at /v1/asocs. */
export function associationRestRoutes(router: Router, deps: RestDeps): void {
  const { associations } = deps.services;

  mountListRoutes(router, deps, ASSOCIATION_LIST_DOORS, { row: asRest });

  router.get(
    '/asocs/ver',
    restRoute(deps, async (ctx, req) => ({ res: asRest(await associations.get(ctx, requiredId(req))) })),
  );

  router.get(
    '/asocs/rep_nombre',
    restRoute(deps, async (ctx, req) => ({
      res: {
        idAsoc: restTaken(
          await associations.nameTakenBy(ctx, text(param(req, 'nombre')) ?? '', optionalId(req)),
        ),
      },
    })),
  );

  router.get(
    '/asocs/rep_serie',
    restRoute(deps, async (ctx, req) => ({
      res: {
        idAsoc: restTaken(
          await associations.seriesTakenBy(ctx, text(param(req, 'serie')) ?? '', optionalId(req)),
        ),
      },
    })),
  );

  router.post(
    '/asocs/ins',
    restRoute(
      deps,
      async (ctx, req) => {
        const created = await associations.create(ctx, fields(req));
        return { res: { id: created.id } };
      },
      SAVE,
    ),
  );

  router.post(
    '/asocs/mod',
    restRoute(
      deps,
      async (ctx, req) => {
        const saved = await associations.update(ctx, requiredId(req), fields(req));
        return { res: { id: saved.id } };
      },
      SAVE,
    ),
  );

  router.post(
    '/asocs/del',
    restRoute(deps, async (ctx, req) => {
      await associations.delete(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'associations.deleted') } };
    }),
  );
}
