import { boolean, param } from '../../rest/respond';
import type { ListDoors } from '../common/list/doors';
import type { ListPage } from '../common/list/engine';
import type { EntryKind, GradeListView, GradeService } from './grade.service';
import { GradeEntryKind, GradeEntryPageType } from './grade.types';

/** `kind`: with the id, the row a position asks for (a belt and a title may share an id). */
type GradeListArgs = { meetsHours: boolean; kind?: EntryKind };

/** The grade validation list at GET /v1/grados (no REST position), as `gradeEntries` and `gradeEntryPosition`. */
// Typed, not inferred: the services' type is derived from the modules, whose resolvers use this.
export const GRADE_LIST_DOORS: ListDoors<GradeService, GradeListArgs, ListPage<GradeListView>> = {
  service: (services) => services.grades,
  list: (grades, ctx, request, args) => grades.list(ctx, request, args.meetsHours),
  position: (grades, ctx, id, request, args) =>
    grades.position(ctx, args.kind!, id, request, args.meetsHours),
  rest: {
    path: '/grados',
    args: (req) => ({ meetsHours: boolean(param(req, 'cumpleHoras')) ?? false }),
    position: false,
  },
  graphql: {
    page: GradeEntryPageType,
    list: {
      name: 'gradeEntries',
      description:
        'GET /v1/grados/: grades and titles together. orderBy: nombre, descripcion, fecha (" DESC" optional); ' +
        'default fecha DESC. meetsHours: only belts whose member attended their nhoras since the belt below',
      args: { meetsHours: { type: () => Boolean } },
    },
    position: {
      name: 'gradeEntryPosition',
      description:
        'The 0-based position of a grade or title in gradeEntries under this order, filter and ' +
        'meetsHours, -1 if not listed',
      args: { kind: { type: () => GradeEntryKind, nullable: false }, meetsHours: { type: () => Boolean } },
    },
    args: (values) => ({
      meetsHours: (values.meetsHours as boolean | null | undefined) ?? false,
      kind: values.kind as EntryKind | undefined,
    }),
  },
};
