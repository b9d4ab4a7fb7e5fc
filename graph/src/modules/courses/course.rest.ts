import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { COURSE_STATUS_LABELS } from '@federa/schema/validation/courses';
import {
  listParams,
  optionalId,
  param,
  requiredId,
  restRoute,
  text,
  type RestDeps,
} from '../../rest/respond';
import { mountListRoutes } from '../common/list/rest-doors';
import { countCourseWarnings } from './course-warnings';
import { MODIFIED_FIELDS_MAX, namedFields } from './course-input';
import { SAVE, input, listOf } from './course.rest-input';
import type { CourseRow } from './course.list';
import { COURSE_LIST_DOORS } from './course.list-doors';
import type { CourseSessionRow } from './course.queries';
import type { CourseView } from './course.service';

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
  precio: s.priceCents,
});

/** The course calls of part 2 §7 at /v1/cursos, the public list of part 3, and the warning counter. */
export function courseRestRoutes(router: Router, deps: RestDeps): void {
  const { courses } = deps.services;
  const associationId = (req: Request) => optionalId(req, 'idAsoc') || null;

  mountListRoutes(router, deps, COURSE_LIST_DOORS, {
    answer: async (page, ctx) => {
      const enrolled = await courses.enrolledAmong(
        ctx,
        page.items.map((c) => c.id),
      );
      return { res: page.items.map((c) => asRestRow(c, enrolled)), nRes: page.returned, nTot: page.total };
    },
  });

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
          precioSocio: c.memberPriceCents,
          precioOtros: c.otherPriceCents,
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
        // idAso (beyond the spec): a member's courses, for the member view; idAsoc is an association.
        memberId: optionalId(req, 'idAso') || null,
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
