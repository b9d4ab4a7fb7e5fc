import type { Request, RequestHandler, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { fileRoute } from '../../rest/file-route';
import { integer, invalid, MAX_ID, param, type RestDeps } from '../../rest/respond';
import type { ExportKind } from './course-export.service';

/** The course of an export: `curso`, or `cod` as the legacy client also sends it. */
function courseId(req: Request): number {
  const name = param(req, 'curso') !== undefined ? 'curso' : 'cod';
  const id = integer(param(req, name));
  if (id === undefined || id < 1 || id > MAX_ID) throw invalid('curso');
  return id;
}

/** A file: whatever refuses does so before the first byte, under §8's 'Listado erróneo'. */
function exportRoute(deps: RestDeps, kind: ExportKind): RequestHandler {
  const { courseExports } = deps.services;
  return fileRoute(
    deps,
    async (ctx, req, send) => send(await courseExports.prepare(ctx, courseId(req), kind)),
    {
      tag: `courses export ${kind}`,
      // Its organiser downloads it right after saving enrolments and attendance: it shows them.
      fromReader: 'caught-up',
      decorateError: (body, lang) => ({
        ...body,
        res: { titulo: translate(lang, 'courses.exportFailed'), ...(body.res as object) },
      }),
    },
  );
}

/** POST /v1/cursos/descargar_* (part 2 §7): the enrolment exports, no GraphQL twin (files). */
export function courseExportRestRoutes(router: Router, deps: RestDeps): void {
  router.post('/cursos/descargar_alumnosExcel', exportRoute(deps, 'list'));
  router.post('/cursos/descargar_alumnosExcelComp', exportRoute(deps, 'complete'));
  router.post('/cursos/descargar_plantilla', exportRoute(deps, 'sheetPdf'));
  router.post('/cursos/descargar_plantilla_Excel', exportRoute(deps, 'sheetXlsx'));
}
