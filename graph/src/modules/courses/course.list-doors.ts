import { Int } from 'type-graphql';
import { optionalId } from '../../rest/respond';
import type { ListDoors } from '../common/list/doors';
import type { ListPage } from '../common/list/engine';
import type { CourseService, CourseView } from './course.service';
import { CoursePageType } from './course.types';

type CourseListArgs = { associationId?: number | null };

/** The course list at GET /v1/cursos and /cursos/posicion, and as `courses` and `coursePosition`. */
// Typed, not inferred: the services' type is derived from the modules, whose resolvers use this.
export const COURSE_LIST_DOORS: ListDoors<CourseService, CourseListArgs, ListPage<CourseView>> = {
  service: (services) => services.courses,
  list: (courses, ctx, request, args) => courses.list(ctx, request, args.associationId),
  position: (courses, ctx, id, request, args) => courses.position(ctx, id, request, args.associationId),
  rest: { path: '/cursos', args: (req) => ({ associationId: optionalId(req, 'idAsoc') || null }) },
  graphql: {
    page: CoursePageType,
    list: {
      name: 'courses',
      description:
        'GET /v1/cursos/: the courses the caller sees. orderBy: titulo, fecha, ciudad, dojo, estado (" DESC" ' +
        'optional); default fecha DESC; all: every row (pag=ALL). associationId: organised in it',
      args: { associationId: { type: () => Int } },
    },
    position: {
      name: 'coursePosition',
      description: 'GET /v1/cursos/posicion: 0-based position under this order and filter, -1 if not listed',
      args: { associationId: { type: () => Int } },
    },
  },
};
