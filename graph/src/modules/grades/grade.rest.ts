import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { GRADE_MAX_ENTRIES } from '@federa/schema/validation/grades';
import { fileRoute } from '../../rest/file-route';
import { integer, invalid, param, requiredId, restRoute, text, type RestDeps } from '../../rest/respond';
import { mountListRoutes } from '../common/list/rest-doors';
import type { EntryKind, GradeListView, HeldView, LegacyOp, LegacyRow } from './grade.service';
import { countGradeWarnings } from './grade-warnings';
import { GRADE_LIST_DOORS } from './grade.list-doors';

/** Field errors of the legacy calls under their names (part 2 §7): belts.0.date is cinturones.0.fecha. */
const REST_FIELDS: Record<string, string> = { belts: 'cinturones', titles: 'titulos' };
for (let i = 0; i <= GRADE_MAX_ENTRIES; i++) {
  REST_FIELDS[`belts.${i}.date`] = `cinturones.${i}.fecha`;
  REST_FIELDS[`belts.${i}.hours`] = `cinturones.${i}.nhoras`;
  REST_FIELDS[`belts.${i}.beltId`] = `cinturones.${i}.idcinturon`;
  REST_FIELDS[`titles.${i}.date`] = `titulos.${i}.fecha`;
  REST_FIELDS[`titles.${i}.titleId`] = `titulos.${i}.cftitulo`;
}
const SAVE = { restFields: REST_FIELDS };

/** A text as typed (numbers as their digits); anything else is absent. */
const typed = (value: unknown): string | null =>
  value === undefined || value === null ? null : (text(value) ?? null);

/** The rows of a legacy save: at most one more than the rules take, each an object. */
function rows(req: Request, name: 'cinturones' | 'titulos'): Record<string, unknown>[] {
  const raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) throw invalid(name);
  const list = raw.slice(0, GRADE_MAX_ENTRIES + 1);
  if (list.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) throw invalid(name);
  return list as Record<string, unknown>[];
}

const optionalInt = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : (integer(value) ?? 0);

function legacyRow(r: Record<string, unknown>, kind: EntryKind): LegacyRow {
  if (kind === 'grade') {
    return {
      id: optionalInt(r.idGrado ?? r.idgrado),
      refId: optionalInt(r.idcinturon ?? r.cf_cinturon),
      date: typed(r.fecha),
      hours: typed(r.nhoras),
    };
  }
  return {
    id: optionalInt(r.idasoc_titulo),
    refId: optionalInt(r.cftitulo ?? r.idtitulo),
    date: typed(r.fecha),
  };
}

/** The member of a legacy save: `cfasociado` beside the rows, or on the first row. */
function memberOf(req: Request, list: Record<string, unknown>[]): number {
  const top = param(req, 'cfasociado');
  const id = integer(top ?? list[0]?.cfasociado);
  if (id === undefined) throw invalid('cfasociado');
  return id;
}

const asRestBelt = (b: HeldView) => ({
  idgrado: b.id,
  idcinturon: b.refId,
  nhoras: b.hours,
  fecha: b.date,
  estado: b.status,
  valor: b.value,
  descripcion: b.description,
  nombre_validador: b.validatorFirstName,
  apellido_validador: b.validatorLastName,
  validado_en: b.validatedAt,
  bloqueado: b.locked,
});

const asRestTitle = (t: HeldView) => ({
  cftitulo: t.refId,
  descripcion: t.description,
  valor: t.value,
  idasoc_titulo: t.id,
  fecha: t.date,
  estado: t.status,
  nombre_validador: t.validatorFirstName,
  apellido_validador: t.validatorLastName,
  validado_en: t.validatedAt,
  bloqueado: t.locked,
});

/** Part 2 §3 "list row". */
const asRestRow = (r: GradeListView) => ({
  ...(r.kind === 'grade' ? { idgrado: r.id } : { idasoc_titulo: r.id }),
  tipo: r.kind === 'grade' ? 'grado' : 'titulo',
  nombre: r.firstName,
  apellido: r.lastName,
  descripcion: r.description,
  fecha: r.date,
  validacion: r.status,
  valor: r.value,
  cfvalidador: r.validatorId,
  nombre2: r.validatorFirstName,
  apellido2: r.validatorLastName,
  validador: r.validatedBy,
  validado_en: r.validatedAt,
  numacae: r.memberNumber,
  cfasociado: r.memberId,
  validable: r.canValidate,
  eliminable: r.canDelete,
});

/** The grade calls of part 2 §7 at /v1/grados, and the warning counter of part 3 §7. */
export function gradeRestRoutes(router: Router, deps: RestDeps): void {
  const { grades } = deps.services;

  router.get(
    '/grados/cinturones',
    restRoute(deps, async (ctx) => ({
      res: (await grades.belts(ctx)).map((b) => ({
        idcinturon: b.id,
        descripcion: b.description,
        color_primario: b.primaryColour,
        valor: b.value,
        nhoras: b.hours,
      })),
    })),
  );

  router.get(
    '/grados/titulos',
    restRoute(deps, async (ctx) => ({
      res: (await grades.titles(ctx)).map((t) => ({
        idtitulo: t.id,
        descripcion: t.description,
        valor: t.value,
      })),
    })),
  );

  router.get(
    '/grados/gradoactual',
    restRoute(deps, async (ctx, req) => ({
      res: (await grades.record(ctx, requiredId(req, 'idAsoc'))).belts.map(asRestBelt),
    })),
  );

  router.get(
    '/grados/tituloactual',
    restRoute(deps, async (ctx, req) => ({
      res: (await grades.record(ctx, requiredId(req, 'idAsoc'))).titles.map(asRestTitle),
    })),
  );

  const legacy = (path: string, name: 'cinturones' | 'titulos', kind: EntryKind, op: LegacyOp) =>
    router.post(
      `/grados/${path}`,
      restRoute(
        deps,
        async (ctx, req) => {
          const list = rows(req, name);
          await grades.saveLegacy(
            ctx,
            memberOf(req, list),
            kind,
            op,
            list.map((r) => legacyRow(r, kind)),
          );
          return {};
        },
        SAVE,
      ),
    );
  legacy('ins', 'cinturones', 'grade', 'add');
  legacy('delGrado', 'cinturones', 'grade', 'remove');
  legacy('mod', 'cinturones', 'grade', 'change');
  legacy('tituloins', 'titulos', 'title', 'add');
  legacy('titulodel', 'titulos', 'title', 'remove');
  legacy('titulomod', 'titulos', 'title', 'change');

  mountListRoutes(router, deps, GRADE_LIST_DOORS, { row: asRestRow });

  const one = (path: string, idName: string, kind: EntryKind, act: 'delete' | 'validate') =>
    router.post(
      `/grados/${path}`,
      restRoute(deps, async (ctx, req) => {
        const id = requiredId(req, idName);
        if (act === 'validate') return { res: { estado: await grades.toggleValidation(ctx, kind, id) } };
        await grades.deleteEntry(ctx, kind, id);
        return {
          res: { mensaje: translate(ctx.lang, kind === 'grade' ? 'grades.deleted' : 'grades.titleDeleted') },
        };
      }),
    );
  one('delUnGrado', 'idGrado', 'grade', 'delete');
  one('delUnTitulo', 'idTitulo', 'title', 'delete');
  one('validarGrado', 'idGrado', 'grade', 'validate');
  one('validarTitulo', 'idTitulo', 'title', 'validate');

  // A file, not a JSON answer: refusals before the first byte answer as every call does.
  router.post(
    '/grados/descargar_doc_danes',
    fileRoute(deps, (ctx, _req, send) => grades.documentation(ctx, send), {
      tag: 'grades documentation',
      fromReader: true,
    }),
  );

  router.get(
    '/grados/warnings',
    restRoute(deps, async (ctx) => ({ res: await countGradeWarnings(ctx) })),
  );
}
