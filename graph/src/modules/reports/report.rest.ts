import type { Router } from 'express';
import { param, restRoute, type RestBody, type RestDeps } from '../../rest/respond';
import { configFromRest } from './report.config';
import { reportExportRoute } from './report-export.rest';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Part 3 §7 "Report builder": the screen's calls. Templates and the export have their own files. */
export function reportRestRoutes(router: Router, deps: RestDeps): void {
  const { reports } = deps.services;

  router.post(
    '/listado/permisos_vista',
    restRoute(deps, async (ctx) => ({
      res: { vistas: reports.views(ctx).map((v) => ({ codigo: v.code, nombre: v.name })) },
    })),
  );

  router.post(
    '/listado/campos_filtrar',
    restRoute(deps, async (ctx, req) => ({
      res: {
        campos: reports.fields(ctx, param(req, 'vista')).map((f) => ({
          nombre: f.key,
          etiqueta: f.name,
          tfiltro: f.type,
          agregaciones: f.groupable,
          funcAgregado: f.aggregatable,
          funciones: f.functions,
        })),
      },
    })),
  );

  // `custom?excel=true` is the same configuration answered as a file (report-export.rest.ts).
  const exportReport = reportExportRoute(deps);
  router.post('/listado/custom', (req, res, next) =>
    req.query.excel === 'true' ? exportReport(req, res, next) : next(),
  );

  router.post(
    '/listado/custom',
    restRoute(deps, async (ctx, req): Promise<RestBody> => {
      const result = await reports.report(ctx, configFromRest(bodyOf(req.body)));
      return {
        res: {
          res: result.rows.map((row) => Object.fromEntries(result.columns.map((c, i) => [c.key, row[i]]))),
          nRes: result.returned,
          nTot: result.total,
          nombres: result.columns.map((c) => c.name),
        },
      };
    }),
  );

  router.post(
    '/listado/distim_custom',
    restRoute(deps, async (ctx, req) => {
      const body = bodyOf(req.body);
      const groupBy = body.agregaciones;
      const key = Array.isArray(groupBy) && groupBy.length === 1 ? groupBy[0] : undefined;
      const view = reports.view(body.vista);
      const values = await reports.values(ctx, view.code, key);
      const listed = view.fields.find((f) => f.key === key);
      // cinturon/titulo answer the description and its valor (ultimogrado / valorultimogrado).
      const ladder = listed?.type === 'cinturon' || listed?.type === 'titulo';
      return {
        res: {
          res: values.map((v) =>
            ladder
              ? { [key as string]: v.label, [`valor${key as string}`]: Number(v.value) }
              : { [key as string]: v.value },
          ),
        },
      };
    }),
  );
}
