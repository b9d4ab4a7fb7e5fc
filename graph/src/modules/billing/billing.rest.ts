import type { Request, Router } from 'express';
import { fileRoute } from '../../rest/file-route';
import { integer, invalid, param, requiredId, restRoute, type RestDeps } from '../../rest/respond';
import { requireCaller } from '../common/caller';
import { mountListRoutes } from '../common/list/rest-doors';
import type { ChargeView } from './billing.service';
import { CHARGE_LIST_DOORS } from './charge.list-doors';
import { TARIFF_LEVEL_CODES, type TariffLevel, type TariffRow } from './tariff.rules';

// The /v1 door of billing, in the legacy calls' Spanish: tarifas, cobros, liquidaciones.

const LEVEL_OF_REST = Object.fromEntries(
  Object.entries(TARIFF_LEVEL_CODES).map(([level, code]) => [code, level]),
);
const TARIFF = { restFields: { year: 'anio', level: 'nivel', adultCents: 'adulto', childCents: 'nino' } };

function year(req: Request): number {
  const value = integer(param(req, 'anio'));
  if (value === undefined) throw invalid('anio');
  return value;
}

/** Cents as sent: a whole number, or refused under its REST name. */
function cents(req: Request, name: string): number {
  const value = integer(param(req, name));
  if (value === undefined) throw invalid(name);
  return value;
}

const asRestTariff = (t: TariffRow) => ({
  id: t.id,
  anio: t.year,
  nivel: TARIFF_LEVEL_CODES[t.level],
  idAsoc: t.associationId ?? 0,
  asociacion: t.associationName,
  idDojo: t.dojoId ?? 0,
  dojo: t.dojoName,
  adulto: t.adultCents,
  nino: t.childCents,
  cambiado: t.changedAt,
});

const asRestCharge = (c: ChargeView) => ({
  id: c.id,
  tipo: c.kind,
  anio: c.year,
  estado: c.status,
  importe: c.amountCents,
  referencia: c.reference,
  idAsoc: c.associationId,
  asociacion: c.associationName,
  idDojo: c.dojoId ?? 0,
  dojo: c.dojoName,
  emisor: c.issuerName,
  pagador: c.payerName,
  idRem: c.batchId ?? 0,
  idInscripcion: c.enrolmentId ?? 0,
  vence: c.dueDate,
  pagado: c.paidAt,
  creado: c.createdAt,
  motivo: c.reason,
  factura: c.invoiceNumber,
  rectificativa: c.creditNoteNumber,
  recibo: c.receiptUrl,
  pagable: c.payable,
});

export function billingRestRoutes(router: Router, deps: RestDeps): void {
  const { billing } = deps.services;
  mountListRoutes(router, deps, CHARGE_LIST_DOORS, { row: asRestCharge });

  router.get(
    '/tarifas',
    restRoute(deps, async (ctx, req) => ({ res: (await billing.tariffs(ctx, year(req))).map(asRestTariff) })),
  );
  router.post(
    '/tarifas',
    restRoute(
      deps,
      async (ctx, req) => {
        const level = LEVEL_OF_REST[String(param(req, 'nivel'))] as TariffLevel | undefined;
        if (!level) throw invalid('nivel');
        const tariff = await billing.setTariff(ctx, {
          year: year(req),
          level,
          associationId: integer(param(req, 'idAsoc')) || null,
          dojoId: integer(param(req, 'idDojo')) || null,
          adultCents: cents(req, 'adulto'),
          childCents: cents(req, 'nino'),
        });
        return { res: asRestTariff(tariff) };
      },
      TARIFF,
    ),
  );
  router.get(
    '/cobros/ver',
    restRoute(deps, async (ctx, req) => {
      const id = requiredId(req);
      const charge = await billing.charge(ctx, id);
      const lines = await billing.lines(ctx, id);
      return {
        res: {
          ...asRestCharge(charge),
          lineas: lines.map((l) => ({
            concepto: l.description,
            cantidad: l.quantity,
            unidad: l.unitCents,
            total: l.totalCents,
          })),
        },
      };
    }),
  );
  router.get(
    '/cobros/resumen',
    restRoute(deps, async (ctx) => ({ res: await billing.summary(ctx) })),
  );
  router.get(
    '/cobros/:id/recibo.pdf',
    fileRoute(
      deps,
      async (ctx, req, send) => {
        requireCaller(ctx);
        const id = integer(req.params.id);
        if (id === undefined || id < 1) throw invalid('id');
        await billing.receipt(ctx, id, send);
      },
      { tag: 'billing receipt' },
    ),
  );
  router.get(
    '/liquidaciones',
    restRoute(deps, async (ctx, req) => ({ res: await billing.settlements(ctx, year(req)) })),
  );
  router.post(
    '/liquidaciones',
    restRoute(deps, async (ctx, req) => ({
      res: asRestCharge(await billing.settle(ctx, requiredId(req, 'idAsoc'), year(req))),
    })),
  );
}
