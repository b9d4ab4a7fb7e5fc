import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { FEE_BATCH_MAX_MEMBERS, FEE_VALIDATION_MAX_BATCHES } from '@federa/schema/validation/fees';
import {
  boolean,
  idList,
  integer,
  invalid,
  optionalId,
  param,
  requiredId,
  restRoute,
  text,
  type RestDeps,
} from '../../rest/respond';
import { DomainError } from '../common/domain-error';
import { mountListRoutes } from '../common/list/rest-doors';
import { FEE_BATCH_LIST_DOORS } from './fee-batch.list-doors';
import type { FeeCandidate } from './fee-batch.queries';
import type { FeeBatchInput, FeeBatchView } from './fee-batch.service';
import { countFeeWarnings } from './fee-warnings';

/** Field errors under the names of the legacy calls (part 2 §7). */
const SAVE = { restFields: { year: 'anio', memberIds: 'selec', dojoId: 'idDojo' } };
const VALIDATE = { restFields: { ids: 'selec', level: 'nivel' } };

/** A year as sent: absent is none (the service says 'El año es requerido.'), junk is invalid. */
function year(req: Request): number | null {
  const raw = param(req, 'anio');
  if (raw === undefined || raw === null || raw === '') return null;
  const value = integer(raw);
  if (value === undefined) throw invalid('anio');
  return value;
}

function input(req: Request): FeeBatchInput {
  return {
    year: year(req),
    memberIds: idList(req, 'selec', FEE_BATCH_MAX_MEMBERS) ?? [],
    dojoId: optionalId(req, 'idDojo') || null,
  };
}

/** Field names of part 2 §3; a validator is 0 while its level has not validated. */
function asRest(b: FeeBatchView) {
  return {
    idRem: b.id,
    dojo: b.dojoName,
    asociacion: b.associationName,
    anio: b.year,
    numAd: b.adults,
    numNi: b.children,
    cfDojo: b.dojoId,
    cfAsoc: b.associationId,
    cfAsocValDojo: b.validatedByDojoId ?? 0,
    cfAsocValAsoc: b.validatedByAssociationId ?? 0,
    cfAsocValAdmi: b.validatedNationallyById ?? 0,
    valNiv: b.levelToValidate,
    desValNiv: b.levelToUndo,
  };
}

const asRestCandidate = (m: FeeCandidate) => ({
  idAso: m.memberId,
  numAcae: m.number,
  nombre: m.firstName,
  apellido: m.lastName,
  tipo: m.kind,
  ultima_cuota: m.lastFeeYear,
  marcado: m.inBatch,
  remesa: m.otherBatchId,
});

/** The fee calls of part 2 §7 at /v1/cuotas, and the warning counter of part 3 §7. */
export function feeRestRoutes(router: Router, deps: RestDeps): void {
  const { fees } = deps.services;

  mountListRoutes(router, deps, FEE_BATCH_LIST_DOORS, { row: asRest });

  router.get(
    '/cuotas/ver',
    restRoute(deps, async (ctx, req) => {
      const batch = await fees.record(ctx, requiredId(req));
      return {
        res: {
          id: batch.id,
          selec: batch.memberIds,
          cfValDojo: batch.validatedByDojoId ?? 0,
          ...asRest(batch),
          validaciones: batch.history.map((s) => ({
            nivel: s.level,
            valida: s.validated,
            fecha: s.at,
            idAso: s.memberId,
            nombre: s.memberName,
          })),
        },
      };
    }),
  );

  router.get(
    '/cuotas/listAlum',
    restRoute(
      deps,
      async (ctx, req) => {
        const rows = await fees.candidates(ctx, {
          year: year(req),
          batchId: optionalId(req) || null,
          dojoId: optionalId(req, 'idDojo') || null,
          orderBy: text(param(req, 'orden')),
        });
        return { res: rows.map(asRestCandidate) };
      },
      SAVE,
    ),
  );

  router.post(
    '/cuotas/ins',
    restRoute(deps, async (ctx, req) => ({ res: { id: (await fees.create(ctx, input(req))).id } }), SAVE),
  );

  router.post(
    '/cuotas/mod',
    restRoute(
      deps,
      async (ctx, req) => ({ res: { id: (await fees.update(ctx, requiredId(req), input(req))).id } }),
      SAVE,
    ),
  );

  router.post(
    '/cuotas/valida',
    restRoute(
      deps,
      async (ctx, req) => {
        const validated = boolean(param(req, 'valida'));
        if (validated === undefined) throw invalid('valida');
        const level = integer(param(req, 'nivel'));
        if (level === undefined) throw DomainError.invalid([{ field: 'level', key: 'fees.levelInvalid' }]);
        const ids = idList(req, 'selec', FEE_VALIDATION_MAX_BATCHES) ?? [];
        await fees.validate(ctx, { ids, level, validated });
        return { res: { mensaje: translate(ctx.lang, validated ? 'fees.validated' : 'fees.unvalidated') } };
      },
      VALIDATE,
    ),
  );

  router.post(
    '/cuotas/del',
    restRoute(deps, async (ctx, req) => {
      await fees.delete(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'fees.deleted') } };
    }),
  );

  router.get(
    '/cuotas/listCuotas',
    restRoute(deps, async (ctx, req) => {
      const paid = await fees.memberFees(ctx, requiredId(req, 'idAsoc'));
      return { res: paid.map((f) => f.year), dojos: paid.map((f) => f.dojoName) };
    }),
  );

  router.get(
    '/cuotas/warnings',
    restRoute(deps, async (ctx) => ({ res: await countFeeWarnings(ctx) })),
  );
}
