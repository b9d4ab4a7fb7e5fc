import type { Request, Router } from 'express';
import {
  boolean,
  param,
  requiredId,
  restRoute,
  text,
  type RestDeps,
  type RouteOptions,
} from '../../rest/respond';
import { definitionFromRest, definitionToRest } from './report.config';
import type { TemplateInput, TemplateView } from './report-template.service';

const REST_FIELDS: RouteOptions = { restFields: { name: 'nombre', description: 'descripcion' } };

const restOf = (t: TemplateView) => ({
  id: t.id,
  app: t.view,
  nombre: t.name,
  descripcion: t.description,
  defecto: t.isDefault,
  fecha: t.createdAt.toISOString(),
  plantilla: definitionToRest(t.definition),
  descartados: t.dropped,
});

/** `nombre`, `descripcion`, `defecto`, `app` from the query (part 3 §7), the definition from the body. */
function inputOf(req: Request): TemplateInput {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  return {
    view: text(req.query.app) ?? '',
    name: text(req.query.nombre) ?? '',
    description: text(req.query.descripcion) ?? null,
    isDefault: boolean(req.query.defecto) ?? false,
    definition: definitionFromRest(body as Record<string, unknown>),
  };
}

/** Part 3 §7: the templates' calls. */
export function reportTemplateRestRoutes(router: Router, deps: RestDeps): void {
  const { reportTemplates } = deps.services;

  router.get(
    '/listado/listPlantillas',
    restRoute(deps, async (ctx, req) => ({
      res: { res: (await reportTemplates.list(ctx, param(req, 'app'))).map(restOf) },
    })),
  );

  router.get(
    '/listado/plantillaPorDefecto',
    restRoute(deps, async (ctx) => {
      const template = await reportTemplates.defaultTemplate(ctx);
      return { res: { res: template ? [restOf(template)] : [] } };
    }),
  );

  router.post(
    '/listado/addPlantilla',
    restRoute(
      deps,
      async (ctx, req) => ({ res: restOf(await reportTemplates.add(ctx, inputOf(req))) }),
      REST_FIELDS,
    ),
  );

  router.post(
    '/listado/modPlantilla',
    restRoute(
      deps,
      async (ctx, req) => ({ res: restOf(await reportTemplates.update(ctx, requiredId(req), inputOf(req))) }),
      REST_FIELDS,
    ),
  );

  router.post(
    '/listado/delPlantilla',
    restRoute(deps, async (ctx, req) => {
      const id = requiredId(req);
      await reportTemplates.remove(ctx, id);
      return { res: { id } };
    }),
  );
}
