import type { Router } from 'express';
import { invalid, listParams, param, restRoute, type RestDeps } from '../../rest/respond';
import type { ValidationKind } from './validation.queries';

/** `tipo` of GET /v1/validaciones, as the REST door names the kinds. */
const KINDS: Record<string, ValidationKind> = {
  remesa: 'FEE_BATCH',
  grado: 'GRADE',
  titulo: 'TITLE',
  curso: 'COURSE',
};
const TIPOS = Object.fromEntries(Object.entries(KINDS).map(([tipo, kind]) => [kind, tipo])) as Record<
  ValidationKind,
  string
>;

const NIVEL = { dojo: 'dojo', association: 'asoc', national: 'admin' } as const;

/** The validations inbox, beyond the spec's calls (part 1 routes /validaciones but no call). */
export function validationRestRoutes(router: Router, deps: RestDeps): void {
  const { validations } = deps.services;

  router.get(
    '/validaciones',
    restRoute(deps, async (ctx, req) => {
      const raw = param(req, 'tipo');
      let kind: ValidationKind | null = null;
      if (raw !== undefined && raw !== null && raw !== '') {
        // A repeated tipo (an array) is refused like an unknown one, never read as no filter.
        if (typeof raw !== 'string' || !Object.hasOwn(KINDS, raw)) throw invalid('tipo');
        kind = KINDS[raw];
      }
      const inbox = await validations.inbox(ctx, listParams(req), kind);
      return {
        res: inbox.items.map((v) => ({
          tipo: TIPOS[v.kind],
          id: v.id,
          titulo: v.title,
          detalle: v.detail,
          dojo: v.dojoName,
          numAcae: v.memberNumber,
          fecha: v.date,
          nivel: NIVEL[v.level],
        })),
        nRes: inbox.returned,
        nTot: inbox.total,
        remesas: inbox.fees,
        grados: inbox.grades,
        cursos: inbox.courses,
      };
    }),
  );
}
