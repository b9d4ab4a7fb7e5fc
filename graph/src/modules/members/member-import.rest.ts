import type { Router } from 'express';
import { boolean, invalid, param, requiredId, restRoute, text, type RestDeps } from '../../rest/respond';
import { describeProblem, importMessage } from './member-import.resolver';
import { MEMBER_REST_FIELDS } from './member.rest';

/** The form's fields under their REST names (part 1 §7), and the import's own. */
const REST_FIELDS: Record<string, string> = {
  ...MEMBER_REST_FIELDS,
  dojoId: 'idDojo',
  file: 'datos',
  format: 'formato',
};

/**
 * POST /v1/asociados/importar {idDojo, formato: csv|xlsx, datos: base64, simular}: `simular`
 * (the dry run) answers estado 0 with every problem; an import with problems answers estado 1
 * and writes nothing.
 */
export function memberImportRoutes(router: Router, deps: RestDeps): void {
  router.post(
    '/asociados/importar',
    restRoute(
      deps,
      async (ctx, req) => {
        // A misspelt or empty `simular` must not write: only an absent one means "import".
        const asked = param(req, 'simular');
        const dryRun = asked === undefined ? false : boolean(asked);
        if (dryRun === undefined) throw invalid('simular');
        const outcome = await deps.services.members.import(ctx, {
          dojoId: requiredId(req, 'idDojo'),
          format: text(param(req, 'formato')) ?? '',
          content: text(param(req, 'datos')) ?? '',
          dryRun,
        });
        const problems = outcome.problems.map((p) => {
          const { line, column, field, key, message } = describeProblem(ctx.lang, p);
          return {
            fila: line,
            columna: column,
            campo: field && (REST_FIELDS[field] ?? field),
            clave: key,
            mensaje: message,
          };
        });
        return {
          ...(!dryRun && problems.length && { estado: 1 }),
          res: {
            mensaje: importMessage(ctx.lang, outcome, dryRun),
            filas: outcome.rows,
            importados: outcome.imported,
            problemas: problems,
          },
        };
      },
      { restFields: REST_FIELDS },
    ),
  );
}
