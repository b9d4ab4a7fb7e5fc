import type { Router } from 'express';
import { fileRoute } from '../../rest/file-route';
import {
  boolean,
  integer,
  invalid,
  listParams,
  param,
  requiredId,
  restRoute,
  text,
  type RestDeps,
} from '../../rest/respond';
import type { CreditorView } from './creditor';
import type { DebitView } from './debit-returns';
import type { MandateView } from './mandates';
import type { RemittanceView } from './remittances';

/** The fields' REST names, for refusals that name one. */
const MANDATE_FIELDS = {
  debtorName: 'titular',
  reference: 'referencia',
  signedOn: 'firmado',
  payer: 'pagador',
  creditorAssociationId: 'acreedor',
};
const CREDITOR_FIELDS = { creditorId: 'identificador', name: 'nombre' };

const asMandate = (m: MandateView) => ({
  id: m.id,
  acreedor: m.creditorAssociationId,
  tipoPagador: m.payerKind,
  pagador: m.payerId,
  nombrePagador: m.payerName,
  titular: m.debtorName,
  iban: m.iban,
  ibanOculto: m.ibanMasked,
  bic: m.bic,
  referencia: m.reference,
  firmado: m.signedOn,
  secuencia: m.sequence,
  activo: m.active,
});

const asCreditor = (c: CreditorView) => ({
  asoc: c.associationId,
  identificador: c.creditorId,
  nombre: c.name,
  iban: c.iban,
  bic: c.bic,
});

const asRemittance = (r: RemittanceView) => ({
  id: r.id,
  acreedor: r.creditorAssociationId,
  identificador: r.creditorId,
  nombreAcreedor: r.creditorName,
  fechaCobro: r.collectionDate,
  nAdeudos: r.debitCount,
  importeCent: r.amountCents,
  nPrimeros: r.firstCount,
  nRecurrentes: r.recurrentCount,
  nDevueltos: r.returnedCount,
  creado: r.createdAt.toISOString(),
  fichero: r.fileUrl,
});

const asDebit = (d: DebitView) => ({
  id: d.id,
  remesa: d.remittanceId,
  cargo: d.chargeId,
  referenciaCargo: d.chargeReference,
  titular: d.debtorName,
  importeCent: d.amountCents,
  secuencia: d.sequence,
  extremo: d.endToEndId,
  estado: d.status,
  motivo: d.reason,
});

/** An id that may be left out (none); junk is refused under its name. */
function maybeId(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = integer(value);
  if (id === undefined) throw invalid(name);
  return id;
}

/** A text parameter, or null; anything else (an object, an array) is refused under its name. */
function maybeText(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null;
  const t = text(value);
  if (t === undefined) throw invalid(name);
  return t;
}

/** SEPA direct debit under /v1/pagos (issue 30). */
export function sepaRestRoutes(router: Router, deps: RestDeps): void {
  const { sepa } = deps.services;

  router.get(
    '/pagos/mandatos',
    restRoute(deps, async (ctx, req) => {
      const page = await sepa.mandates(ctx, listParams(req));
      return { res: page.items.map(asMandate), nRes: page.returned, nTot: page.total };
    }),
  );

  router.post(
    '/pagos/mandato',
    restRoute(
      deps,
      async (ctx, req) => {
        const active = param(req, 'activo');
        const mandate = await sepa.saveMandate(ctx, {
          id: maybeId(param(req, 'id'), 'id'),
          creditorAssociationId: maybeId(param(req, 'acreedor'), 'acreedor'),
          payerAssociationId: maybeId(param(req, 'pagadorAsoc'), 'pagadorAsoc'),
          payerDojoId: maybeId(param(req, 'pagadorDojo'), 'pagadorDojo'),
          payerMemberId: maybeId(param(req, 'pagadorAsociado'), 'pagadorAsociado'),
          debtorName: maybeText(param(req, 'titular'), 'titular'),
          iban: maybeText(param(req, 'iban'), 'iban'),
          bic: maybeText(param(req, 'bic'), 'bic'),
          reference: maybeText(param(req, 'referencia'), 'referencia'),
          signedOn: maybeText(param(req, 'firmado'), 'firmado'),
          active: active === undefined || active === null || active === '' ? null : (boolean(active) ?? true),
        });
        return { res: asMandate(mandate) };
      },
      { restFields: MANDATE_FIELDS },
    ),
  );

  router.get(
    '/pagos/acreedor',
    restRoute(deps, async (ctx, req) => {
      const creditor = await sepa.creditor(ctx, requiredId(req, 'asoc'));
      return { res: creditor ? asCreditor(creditor) : null };
    }),
  );

  router.post(
    '/pagos/acreedor',
    restRoute(
      deps,
      async (ctx, req) => {
        const creditor = await sepa.saveCreditor(ctx, requiredId(req, 'asoc'), {
          creditorId: maybeText(param(req, 'identificador'), 'identificador'),
          name: maybeText(param(req, 'nombre'), 'nombre'),
          iban: maybeText(param(req, 'iban'), 'iban'),
          bic: maybeText(param(req, 'bic'), 'bic'),
        });
        return { res: asCreditor(creditor) };
      },
      { restFields: CREDITOR_FIELDS },
    ),
  );

  router.get(
    '/pagos/remesas',
    restRoute(deps, async (ctx, req) => {
      const page = await sepa.remittances(ctx, listParams(req));
      return { res: page.items.map(asRemittance), nRes: page.returned, nTot: page.total };
    }),
  );

  router.post(
    '/pagos/remesas',
    restRoute(
      deps,
      async (ctx, req) => {
        const remittance = await sepa.createRemittance(ctx, {
          collectionDate: maybeText(param(req, 'fechaCobro'), 'fechaCobro') ?? '',
          creditorAssociationId: maybeId(param(req, 'acreedor'), 'acreedor'),
        });
        return { res: asRemittance(remittance) };
      },
      { restFields: { collectionDate: 'fechaCobro' } },
    ),
  );

  router.get(
    '/pagos/remesas/:id.xml',
    fileRoute(
      deps,
      async (ctx, req, send) => {
        // Junk is id 0, which the service refuses once it knows who asks.
        await sepa.download(ctx, integer(req.params.id) ?? 0, send);
      },
      { tag: 'sepa remittance file' },
    ),
  );

  router.get(
    '/pagos/remesas/:id/adeudos',
    restRoute(deps, async (ctx, req) => {
      const id = integer(req.params.id) ?? 0;
      const offset = maybeId(param(req, 'ini'), 'ini') ?? 0;
      const limit = maybeId(param(req, 'pag'), 'pag') ?? 100;
      const page = await sepa.debits(ctx, id, offset, limit);
      return { res: page.items.map(asDebit), nRes: page.returned, nTot: page.total };
    }),
  );

  router.post(
    '/pagos/adeudos/devolver',
    restRoute(
      deps,
      async (ctx, req) => {
        const debit = await sepa.returnDebit(
          ctx,
          requiredId(req),
          maybeText(param(req, 'motivo'), 'motivo') ?? '',
        );
        return { res: asDebit(debit) };
      },
      { restFields: { reason: 'motivo' } },
    ),
  );
}
