import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import {
  COURSE_MAX_SESSIONS,
  COURSE_STATUS_LABELS,
  type SessionEntry,
} from '@federa/schema/validation/courses';
import {
  boolean,
  integer,
  invalid,
  listParams,
  optionalId,
  param,
  requiredId,
  restRoute,
  text,
  type RestBody,
  type RestDeps,
} from '../../rest/respond';
import { countCourseWarnings } from './course-warnings';
import { MODIFIED_FIELDS_MAX, namedFields, type CourseInput } from './course-input';
import type { CourseRow } from './course.list';
import type { CourseSessionRow } from './course.queries';
import type { CourseView } from './course.service';

/** The legacy names of the course's fields (part 2 §3, §7), for field errors. */
const REST_FIELDS: Record<string, string> = {
  title: 'titulo',
  city: 'ciudad',
  details: 'obs',
  clausesActive: 'actClau',
  clauses: 'clau',
  image: 'imagen',
  sessions: 'aSesion',
  dojoId: 'idDojo',
  id: 'idses',
  date: 'fecha',
  startTime: 'horaini',
  endTime: 'horafin',
  description: 'descripcion',
  kind: 'tipo',
};

/** `sessions.2.date` → `aSesion.2.fecha`: each part of a field's path under its legacy name. */
export const restFieldName = (field: string) =>
  field
    .split('.')
    .map((part) => REST_FIELDS[part] ?? part)
    .join('.');

/** Field errors named as the legacy form names them. */
function renameFields(body: RestBody): RestBody {
  const res = body.res as { errores?: { campo: string }[] } | undefined;
  for (const error of res?.errores ?? []) error.campo = restFieldName(error.campo);
  return body;
}
const SAVE = { decorateError: renameFields };

/** A list sent as an array, as JSON text (a form field), or, for names, comma-separated. */
function listOf(req: Request, name: string, max: number): unknown[] | undefined {
  let raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      throw invalid(name);
    }
  }
  if (typeof raw === 'string') return raw.split(',', max + 1).map((s) => s.trim());
  if (!Array.isArray(raw)) throw invalid(name);
  // One more than allowed, so that the service refuses too many with its own message.
  return raw.slice(0, max + 1);
}

/** A time as the legacy client may send it (HH:MM or HH:MM:SS); the rules check HH:MM. */
function time(value: unknown): string | null {
  const t = text(value);
  if (t === undefined || t === '') return null;
  return t.length === 8 && t.endsWith(':00') ? t.slice(0, 5) : t;
}

function sessions(req: Request): SessionEntry[] | null {
  const items = listOf(req, 'aSesion', COURSE_MAX_SESSIONS);
  if (!items) return null;
  return items.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid('aSesion');
    const s = item as Record<string, unknown>;
    const id = s.idses === undefined || s.idses === null || s.idses === '' ? 0 : integer(s.idses);
    if (id === undefined || id < 0) throw invalid('aSesion');
    return {
      id: id || null,
      date: text(s.fecha) ?? null,
      startTime: time(s.horaini),
      endTime: time(s.horafin),
      description: text(s.descripcion) ?? null,
      kind: text(s.tipo) ?? null,
    };
  });
}

function flag(req: Request, name: string): boolean | null {
  const raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return null;
  const value = boolean(raw);
  if (value === undefined) throw invalid(name);
  return value;
}

function input(req: Request): CourseInput {
  return {
    title: text(param(req, 'titulo')) ?? null,
    city: text(param(req, 'ciudad')) ?? null,
    details: text(param(req, 'obs')) ?? null,
    clausesActive: flag(req, 'actClau'),
    clauses: text(param(req, 'clau')) ?? null,
    image: text(param(req, 'imagen')) ?? null,
    sessions: sessions(req),
    dojoId: optionalId(req, 'idDojo') || null,
  };
}

const estado = (row: CourseRow) => COURSE_STATUS_LABELS[row.status];

const asRestRow = (c: CourseView, enrolled: Set<number>) => ({
  idCurso: c.id,
  titulo: c.title,
  fechaIni: c.startDate,
  fechaFin: c.endDate,
  ciudad: c.city,
  dojo: c.organiserName,
  cfOrganiz: c.organiserId,
  cfValAdmi: c.validatedById ?? 0,
  estado: estado(c),
  asiste: enrolled.has(c.id),
  imagen: c.image,
});

const asRestSession = (s: CourseSessionRow) => ({
  idses: s.id,
  fecha: s.date,
  horaini: s.startTime,
  horafin: s.endTime,
  descripcion: s.description,
  tipo: s.kind,
});

/** The course calls of part 2 §7 at /v1/cursos, the public list of part 3, and the warning counter. */
export function courseRestRoutes(router: Router, deps: RestDeps): void {
  const { courses } = deps.services;
  const associationId = (req: Request) => optionalId(req, 'idAsoc') || null;

  router.get(
    '/cursos',
    restRoute(deps, async (ctx, req) => {
      const page = await courses.list(ctx, listParams(req), associationId(req));
      const enrolled = await courses.enrolledAmong(
        ctx,
        page.items.map((c) => c.id),
      );
      return { res: page.items.map((c) => asRestRow(c, enrolled)), nRes: page.returned, nTot: page.total };
    }),
  );

  router.get(
    '/cursos/posicion',
    restRoute(deps, async (ctx, req) => ({
      res: { pos: await courses.position(ctx, requiredId(req), listParams(req), associationId(req)) },
    })),
  );

  router.get(
    '/cursos/ver',
    restRoute(deps, async (ctx, req) => {
      const c = await courses.record(ctx, requiredId(req));
      return {
        res: {
          idCurso: c.id,
          titulo: c.title,
          ciudad: c.city,
          obs: c.details,
          actClau: c.clausesActive,
          clau: c.clauses,
          imagen: c.image,
          fechaIni: c.startDate,
          fechaFin: c.endDate,
          cfValAdmi: c.validatedById ?? 0,
          cfOrganiz: c.organiserId,
          dojo: c.organiserName,
          estado: estado(c),
          asiste: c.enrolled,
          cfValDojo: c.validatedByDojoId ?? 0,
          aSesion: c.sessions.map(asRestSession),
        },
      };
    }),
  );

  router.post(
    '/cursos/ins',
    restRoute(
      deps,
      async (ctx, req) => ({ res: { idCurso: (await courses.create(ctx, input(req))).id } }),
      SAVE,
    ),
  );

  router.post(
    '/cursos/mod',
    restRoute(
      deps,
      async (ctx, req) => {
        const id = requiredId(req);
        const fields = namedFields(listOf(req, 'modificar', MODIFIED_FIELDS_MAX));
        return { res: { idCurso: (await courses.update(ctx, id, input(req), fields)).id } };
      },
      SAVE,
    ),
  );

  router.post(
    '/cursos/delCurso',
    restRoute(deps, async (ctx, req) => {
      await courses.delete(ctx, requiredId(req, 'idCurso'));
      return { res: { mensaje: translate(ctx.lang, 'courses.deleted') } };
    }),
  );

  router.post(
    '/cursos/cursoToggleVal',
    restRoute(deps, async (ctx, req) => {
      const course = await courses.toggleValidation(ctx, requiredId(req, 'idCurso'));
      return { res: { cfValAdmi: course.validatedById ?? 0 } };
    }),
  );

  router.get(
    '/cursos/listCursos',
    restRoute(deps, async (ctx, req) => {
      const rows = await courses.myCourses(ctx, {
        associationId: associationId(req),
        orderBy: text(param(req, 'orden')),
      });
      return {
        res: rows.map((c) => ({
          idCurso: c.id,
          titulo: c.title,
          fechaIni: c.startDate,
          fechaFin: c.endDate,
          ciudad: c.city,
          nombre: c.organiserName,
          estado: estado(c),
          cfValAdmi: c.validatedById ?? 0,
        })),
      };
    }),
  );

  router.get(
    '/cursos/public',
    restRoute(
      deps,
      async (ctx, req) => {
        const page = await courses.publicList(ctx, listParams(req));
        return {
          res: page.items.map((c) => ({
            idCurso: c.id,
            titulo: c.title,
            imagen: c.image,
            ciudad: c.city,
            fechaIni: c.startDate,
            fechaFin: c.endDate,
            obs: c.details,
            cfValAdmi: c.validatedById ?? 0,
          })),
          nRes: page.returned,
          nTot: page.total,
        };
      },
      { public: true },
    ),
  );

  router.get(
    '/cursos/warnings',
    restRoute(deps, async (ctx) => ({ res: await countCourseWarnings(ctx) })),
  );
}
