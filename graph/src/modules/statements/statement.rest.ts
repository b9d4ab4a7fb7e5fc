import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { invalid, listParams, param, requiredId, restRoute, text, type RestDeps } from '../../rest/respond';
import { LINE_STATUSES, type LineStatusCode } from './statement.entity';
import { base64Chunks } from './statement.read';
import { importMessage } from './statement.resolver';
import type { StatementLineView, StatementView } from './statement.service';

/** Bodies that are the file itself, read as they arrive rather than parsed. */
const FILE_TYPES = ['application/octet-stream', 'text/plain', 'application/xml', 'text/xml'];
const REST_FIELDS = {
  file: 'datos',
  lineId: 'id',
  chargeId: 'idCargo',
  statementId: 'extracto',
  status: 'estado',
};

const asStatement = (s: StatementView) => ({
  id: s.id,
  formato: s.format,
  banco: s.bank,
  cuenta: s.account,
  divisa: s.currency,
  desde: s.from,
  hasta: s.to,
  saldoInicialCent: s.openingCents,
  saldoFinalCent: s.closingCents,
  abonosCent: s.creditCents,
  cargosCent: s.debitCents,
  nLineas: s.lineCount,
  nConciliadas: s.matchedCount,
  nPendientes: s.pendingCount,
  nDescartadas: s.dismissedCount,
  nDevoluciones: s.returnCount,
  asoc: s.associationId,
  importado: s.importedAt.toISOString(),
});

const asLine = (l: StatementLineView) => ({
  id: l.id,
  extracto: l.statementId,
  linea: l.fileLine,
  fecha: l.bookedOn,
  fechaValor: l.valueOn,
  importeCent: l.amountCents,
  signo: l.credit ? 'H' : 'D',
  concepto: l.concept,
  referencia: l.reference,
  referenciaBanco: l.bankReference,
  extremo: l.endToEndId,
  motivo: l.returnReason,
  estado: l.status,
  cargo: l.chargeId,
  referenciaCargo: l.chargeReference,
  resuelto: l.resolvedAt?.toISOString() ?? null,
});

/** The file: the request's body as it streams in, or `datos` (base64) of a JSON or form body. */
function fileOf(req: Request): AsyncIterable<Buffer | string> {
  if (req.is(FILE_TYPES)) return req;
  const content = text(param(req, 'datos'));
  if (!content) throw invalid('datos');
  return base64Chunks(content);
}

function statusOf(value: unknown): LineStatusCode | undefined {
  const status = text(value);
  if (status === undefined || status === '') return undefined;
  if (!(LINE_STATUSES as readonly string[]).includes(status)) throw invalid('estado');
  return status as LineStatusCode;
}

/**
 * /v1/extractos: bank statements (GET ver?id=, GET lineas?extracto=&estado=, POST conciliar {id,
 * idCargo}, POST descartar {id}). POST importar takes the file as the request's body
 * (Content-Type application/octet-stream, text/plain or application/xml: read as it streams, up to
 * the statements' size bound) or as `datos` in base64 (JSON, within the upload limit).
 */
export function statementRestRoutes(router: Router, deps: RestDeps): void {
  const statements = deps.services.statements;
  router.post(
    '/extractos/importar',
    restRoute(
      deps,
      async (ctx, req) => {
        const outcome = await statements.import(ctx, fileOf(req));
        return {
          res: {
            mensaje: importMessage(ctx.lang, outcome),
            nuevo: outcome.created,
            conciliadas: outcome.matched,
            extracto: asStatement(outcome.statement),
          },
        };
      },
      { restFields: REST_FIELDS },
    ),
  );
  router.get(
    '/extractos',
    restRoute(deps, async (ctx, req) => {
      const page = await statements.statements(ctx, listParams(req));
      return { res: page.items.map(asStatement), nRes: page.returned, nTot: page.total };
    }),
  );
  router.get(
    '/extractos/lineas',
    restRoute(
      deps,
      async (ctx, req) => {
        const asked = param(req, 'extracto');
        const page = await statements.lines(
          ctx,
          {
            statementId: asked === undefined ? null : requiredId(req, 'extracto'),
            status: statusOf(param(req, 'estado')),
          },
          listParams(req),
        );
        return { res: page.items.map(asLine), nRes: page.returned, nTot: page.total };
      },
      { restFields: REST_FIELDS },
    ),
  );
  router.get(
    '/extractos/ver',
    restRoute(deps, async (ctx, req) => ({
      res: asStatement(await statements.statement(ctx, requiredId(req))),
    })),
  );
  router.post(
    '/extractos/conciliar',
    restRoute(
      deps,
      async (ctx, req) => {
        const line = await statements.match(ctx, requiredId(req), requiredId(req, 'idCargo'));
        return {
          res: {
            mensaje: translate(ctx.lang, 'statements.matched', { reference: line.chargeReference ?? '' }),
            linea: asLine(line),
          },
        };
      },
      { restFields: REST_FIELDS },
    ),
  );
  router.post(
    '/extractos/descartar',
    restRoute(deps, async (ctx, req) => ({
      res: {
        mensaje: translate(ctx.lang, 'statements.dismissed'),
        linea: asLine(await statements.dismiss(ctx, requiredId(req))),
      },
    })),
  );
}
