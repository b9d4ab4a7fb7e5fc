import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { integer, param, restRoute, text, type RestDeps } from '../../rest/respond';
import { DomainError } from '../common/domain-error';
import type { AssociationRow } from './association.service';

const invalid = (field: string) => DomainError.invalid([{ field, key: 'common.invalidInput' }]);

function requiredId(req: Request, name = 'id'): number {
  const id = integer(param(req, name));
  if (id === undefined) throw invalid(name);
  return id;
}

/** `id` of rep_nombre / rep_serie: the record being edited, absent or 0 for a new one. */
function optionalId(req: Request): number {
  const raw = param(req, 'id');
  if (raw === undefined || raw === '') return 0;
  return requiredId(req);
}

const fields = (req: Request) => ({
  nombre: text(param(req, 'nombre')),
  zona: text(param(req, 'zona')),
  serie: text(param(req, 'serie')),
});

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

  router.get(
    '/asocs',
    restRoute(deps, async (ctx, req) => {
      const page = await associations.list(ctx, {
        ini: param(req, 'ini'),
        pag: param(req, 'pag'),
        orden: param(req, 'orden'),
        filtro: param(req, 'filtro'),
      });
      return { res: page.items.map(asRest), nRes: page.returned, nTot: page.total };
    }),
  );

  router.get(
    '/asocs/posicion',
    restRoute(deps, async (ctx, req) => {
      const pos = await associations.position(ctx, requiredId(req), {
        orden: param(req, 'orden'),
        filtro: param(req, 'filtro'),
      });
      return { res: { pos } };
    }),
  );

  router.get(
    '/asocs/ver',
    restRoute(deps, async (ctx, req) => ({ res: asRest(await associations.get(ctx, requiredId(req))) })),
  );

  router.get(
    '/asocs/rep_nombre',
    restRoute(deps, async (ctx, req) => ({
      res: { idAsoc: await associations.nameTakenBy(ctx, text(param(req, 'nombre')) ?? '', optionalId(req)) },
    })),
  );

  router.get(
    '/asocs/rep_serie',
    restRoute(deps, async (ctx, req) => ({
      res: {
        idAsoc: await associations.seriesTakenBy(ctx, text(param(req, 'serie')) ?? '', optionalId(req)),
      },
    })),
  );

  router.post(
    '/asocs/ins',
    restRoute(deps, async (ctx, req) => {
      const created = await associations.create(ctx, fields(req));
      return { res: { id: created.id } };
    }),
  );

  router.post(
    '/asocs/mod',
    restRoute(deps, async (ctx, req) => {
      const saved = await associations.update(ctx, requiredId(req), fields(req));
      return { res: { id: saved.id } };
    }),
  );

  router.post(
    '/asocs/del',
    restRoute(deps, async (ctx, req) => {
      await associations.delete(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'associations.deleted') } };
    }),
  );
}
