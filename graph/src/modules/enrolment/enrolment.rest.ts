import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import {
  COURSE_MAX_SESSIONS,
  ENROLMENT_MAX_CHANGES,
  ENROLMENT_SEARCH_COLUMNS,
  type EnrolmentSearchColumn,
} from '@federa/schema/validation/courses';
import type { EnrolmentChange, EnrolmentEntryChange } from '@federa/schema/validation/enrolment';
import {
  boolean,
  integer,
  invalid,
  listParams,
  MAX_ID,
  optionalId,
  param,
  requiredId,
  restRoute,
  type RestDeps,
} from '../../rest/respond';
import { DomainError } from '../common/domain-error';
import { cursorParams, keysetAnswer } from '../common/list/rest-doors';
import type { EnrolmentPage, EnrolmentRow } from './enrolment.service';

/** Field errors under the legacy names: `changes.4` is `cambios.4`. */
const REST_FIELDS: Record<string, string> = {
  changes: 'cambios',
  column: 'columna',
  ...Object.fromEntries(
    Array.from({ length: ENROLMENT_MAX_CHANGES }, (_, i) => [`changes.${i}`, `cambios.${i}`]),
  ),
};

/** `curso`, or `cod` as older clients name it. */
const courseOf = (req: Request) =>
  param(req, 'curso') !== undefined ? requiredId(req, 'curso') : requiredId(req, 'cod');

function column(req: Request): EnrolmentSearchColumn {
  const raw = param(req, 'columna');
  if (raw === undefined || raw === null || raw === '') return 'ALL';
  if (typeof raw !== 'string' || !Object.hasOwn(ENROLMENT_SEARCH_COLUMNS, raw)) {
    throw DomainError.invalid([{ field: 'column', key: 'courses.searchColumnInvalid' }]);
  }
  return ENROLMENT_SEARCH_COLUMNS[raw as keyof typeof ENROLMENT_SEARCH_COLUMNS];
}

/** An optional flag: absent or null is none, junk refuses the row. */
function flag(value: unknown, row: number): boolean | null {
  if (value === undefined || value === null) return null;
  const read = boolean(value);
  if (read === undefined) throw invalid(`cambios.${row}`);
  return read;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entry(value: unknown, row: number): EnrolmentEntryChange {
  if (!isObject(value)) throw invalid(`cambios.${row}`);
  const sessionId = integer(value.idsesion);
  if (sessionId === undefined || sessionId < 1 || sessionId > MAX_ID) throw invalid(`cambios.${row}`);
  const count = value.nasisevento;
  const eventAttendees = count === undefined || count === null ? null : integer(count);
  // Out of int range is junk; within it, the service says what a count may be.
  if (eventAttendees === undefined || (eventAttendees !== null && Math.abs(eventAttendees) > MAX_ID)) {
    throw invalid(`cambios.${row}`);
  }
  return { sessionId, eventAttendees, attended: flag(value.asistencia, row), paid: flag(value.pagado, row) };
}

/**
 * `cambios` as the service reads them. Only one more row than allowed is read, and one more entry
 * than a course may hold, so that the service refuses the excess with its own message without
 * anything examining the rest.
 */
function changes(req: Request): EnrolmentChange[] {
  const raw = param(req, 'cambios');
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalid('cambios');
  return raw.slice(0, ENROLMENT_MAX_CHANGES + 1).map((value, i) => {
    if (!isObject(value)) throw invalid(`cambios.${i}`);
    const memberId = integer(value.idAso);
    const enrolled = boolean(value.inscrito);
    if (memberId === undefined || memberId < 1 || memberId > MAX_ID || enrolled === undefined) {
      throw invalid(`cambios.${i}`);
    }
    const sent = value.sesiones;
    if (sent !== undefined && sent !== null && !Array.isArray(sent)) throw invalid(`cambios.${i}`);
    return {
      memberId,
      enrolled,
      paid: flag(value.pagado, i),
      attended: flag(value.asistencia, i),
      clauseAccepted: flag(value.clausulaAceptada, i),
      entries: sent ? sent.slice(0, COURSE_MAX_SESSIONS + 1).map((e) => entry(e, i)) : null,
    };
  });
}

/** Part 2 §3's enrolment row names. */
const asRestRow = (r: EnrolmentRow) => ({
  idAso: r.memberId,
  numAcae: r.number,
  nombre: r.firstName,
  apellido: r.lastName,
  dojo: r.dojoName,
  adulto: r.adult,
  ultima_cuota: r.lastFeeYear,
  avatar: r.avatar,
  inscrito: r.enrolled,
  pagado: r.paid,
  asistencia: r.attended,
  clausulaAceptada: r.clauseAccepted,
  editable: r.editable,
  sesiones: r.entries.map((e) => ({
    idsesion: e.sessionId,
    tipo: e.kind,
    nasisevento: e.eventAttendees,
    asistencia: e.attended,
    pagado: e.paid,
  })),
});

/** A page of the table: its rows and the course-wide counters. */
function asRest(page: EnrolmentPage) {
  return {
    res: page.items.map(asRestRow),
    nRes: page.returned,
    nTot: page.total,
    nTotExacto: page.totalIsExact,
    inscritos: page.enrolled,
    pagados: page.paid,
    asistidos: page.attended,
    eventos: page.eventTotals.map((e) => ({ idsesion: e.sessionId, total: e.total })),
  };
}

/** GET /v1/cursos/listAlum and POST /v1/cursos/subirCambios (part 2 §7). */
export function enrolmentRestRoutes(router: Router, deps: RestDeps): void {
  const { enrolment } = deps.services;

  router.get(
    '/cursos/listAlum',
    restRoute(
      deps,
      async (ctx, req) => {
        const only = optionalId(req, 'alumno');
        const courseId = courseOf(req);
        const after = param(req, 'tras');
        const page = after === undefined ? listParams(req) : cursorParams(req, after);
        const query = {
          column: column(req),
          enrolledOnly: boolean(param(req, 'soloInscritos')) ?? false,
          memberId: only || null,
        };
        // tras (a cursor, '' for the first page): the keyset pages enrolmentConnection serves.
        if ('first' in page) {
          const { edges, hasNextPage, endCursor } = await enrolment.connection(ctx, courseId, page, query);
          return keysetAnswer({ items: edges.map((e) => e.node), hasNextPage, endCursor }, asRestRow);
        }
        return asRest(await enrolment.page(ctx, courseId, { ...query, page }));
      },
      { restFields: REST_FIELDS },
    ),
  );

  router.post(
    '/cursos/subirCambios',
    restRoute(
      deps,
      async (ctx, req) => {
        await enrolment.save(ctx, requiredId(req, 'idCurso'), changes(req));
        return { res: { mensaje: translate(ctx.lang, 'courses.changesSaved') } };
      },
      { restFields: REST_FIELDS },
    ),
  );
}
