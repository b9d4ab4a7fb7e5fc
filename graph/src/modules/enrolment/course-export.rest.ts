import type { Request, RequestHandler, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import {
  errorBody,
  integer,
  invalid,
  MAX_ID,
  param,
  requestLanguage,
  type RestDeps,
} from '../../rest/respond';
import { asDomainError } from '../common/database-errors';
import { contentDisposition } from '../common/file-stream';
import type { ExportKind, PreparedExport } from './course-export.service';

/** The course of an export: `curso`, or `cod` as the legacy client also sends it. */
function courseId(req: Request): number {
  const name = param(req, 'curso') !== undefined ? 'curso' : 'cod';
  const id = integer(param(req, name));
  if (id === undefined || id < 1 || id > MAX_ID) throw invalid('curso');
  return id;
}

/**
 * A file, not a JSON answer: whatever refuses (no session, no permission, no such course, junk)
 * does so before the first byte and answers as every call does, under §8's 'Listado erróneo'. A
 * failure once the file has started can only cut the download short.
 */
function exportRoute(deps: RestDeps, kind: ExportKind): RequestHandler {
  return async (req, res) => {
    const lang = requestLanguage(req);
    let prepared: PreparedExport;
    try {
      const em = deps.orm.em.fork();
      const caller = await deps.services.auth.authenticate(em, req.get('authorization'));
      prepared = await deps.services.courseExports.prepare(
        { em, caller, lang, ip: req.ip ?? 'unknown' },
        courseId(req),
        kind,
      );
    } catch (thrown) {
      const error = asDomainError(thrown);
      const title = translate(lang, 'courses.exportFailed');
      if (!error) {
        deps.log(
          `[courses] export ${kind}: ${thrown instanceof Error ? thrown.stack : String(thrown)}`,
          'error',
        );
        res
          .status(500)
          .json({ estado: 1, res: { titulo: title, mensaje: translate(lang, 'common.internal') } });
        return;
      }
      const body = errorBody(error, lang);
      res.json({ ...body, res: { titulo: title, ...(body.res as object) } });
      return;
    }
    res.set({
      'Content-Type': prepared.contentType,
      'Content-Disposition': contentDisposition(prepared.fileName),
      // Members' names and payments: kept by no cache on the way.
      'Cache-Control': 'no-store',
    });
    try {
      await prepared.write(res);
    } catch (thrown) {
      if (!res.destroyed)
        deps.log(
          `[courses] export ${kind} cut short: ${thrown instanceof Error ? thrown.stack : String(thrown)}`,
        );
      res.destroy();
    }
  };
}

/** POST /v1/cursos/descargar_* (part 2 §7): the enrolment exports, no GraphQL twin (files). */
export function courseExportRestRoutes(router: Router, deps: RestDeps): void {
  router.post('/cursos/descargar_alumnosExcel', exportRoute(deps, 'list'));
  router.post('/cursos/descargar_alumnosExcelComp', exportRoute(deps, 'complete'));
  router.post('/cursos/descargar_plantilla', exportRoute(deps, 'sheetPdf'));
  router.post('/cursos/descargar_plantilla_Excel', exportRoute(deps, 'sheetXlsx'));
}
