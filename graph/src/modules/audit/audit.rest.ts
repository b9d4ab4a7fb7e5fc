import type { Router } from 'express';
import { integer, invalid, listParams, param, restRoute, text, type RestDeps } from '../../rest/respond';
import type { AuditEntryView } from './audit.service';

const restOf = (e: AuditEntryView) => ({
  id: e.id,
  momento: e.at.toISOString(),
  accion: e.action,
  tabla: e.table,
  idRegistro: e.recordId,
  idAsoc: e.associationId,
  idDojo: e.dojoId,
  idAutor: e.authorId,
  autor: e.authorName,
  antes: e.before,
  despues: e.after,
  cambios: e.changedFields,
  idPeticion: e.requestId,
});

/** An ISO date or moment; junk is refused under the parameter's name. */
function moment(raw: unknown, name: string): Date | undefined {
  const value = text(raw);
  if (value === undefined || value === '') return undefined;
  const date = value.length <= 40 ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw invalid(name);
  return date;
}

/** GET /v1/auditoria: the audit log for administrators (ini, pag; tabla, accion, autor, registro, desde, hasta). */
export function auditRestRoutes(router: Router, deps: RestDeps): void {
  router.get(
    '/auditoria',
    restRoute(deps, async (ctx, req) => {
      const author = param(req, 'autor');
      const authorId = author === undefined || author === '' ? undefined : integer(author);
      if (author !== undefined && author !== '' && authorId === undefined) throw invalid('autor');
      const page = await deps.services.audit.list(
        ctx,
        {
          table: text(param(req, 'tabla')),
          action: text(param(req, 'accion')),
          authorId,
          recordId: text(param(req, 'registro')),
          from: moment(param(req, 'desde'), 'desde'),
          to: moment(param(req, 'hasta'), 'hasta'),
        },
        listParams(req),
      );
      return {
        res: page.items.map(restOf),
        nRes: page.returned,
        nTot: page.total,
        nTotExacto: page.totalIsExact,
      };
    }),
  );
}
