import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '@federa/schema/permissions';
import { ageGroup } from '@federa/schema/validation/members';
import { join, run, sql, type Sql } from '../common/sql';
import { enrolReach } from './enrolment-reach';

/** Members read per statement: a file streams out page by page, whatever the course's size. */
export const EXPORT_PAGE = 500;

export type ExportSession = {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  description: string;
  kind: 'S' | 'E';
};

export type ExportEntry = { sessionId: number; eventAttendees: number; attended: boolean; paid: boolean };

export type ExportMember = {
  memberId: number;
  associationId: number;
  dojoId: number;
  number: string | null;
  firstName: string;
  lastName: string;
  dojoName: string;
  adult: boolean;
  clauseAccepted: boolean;
  paid: boolean;
  attended: boolean;
  entries: ExportEntry[];
};

/** The lists by number, as the enrolment table; the sheets to sign by surname, where people look. */
export type ExportOrder = 'number' | 'surname';

export async function courseSessions(em: EntityManager, courseId: number): Promise<ExportSession[]> {
  return run<ExportSession>(
    em,
    sql`select id_ses as id, fecha::text as date, to_char(hora_ini, 'HH24:MI') as "startTime",
        to_char(hora_fin, 'HH24:MI') as "endTime", descripcion as description, tipo as kind
      from curso_sesion where cf_curso = ${courseId} order by fecha, hora_ini, id_ses`,
  );
}

type Cursor = { first: string; second: string; id: number };

const ORDERS: Record<ExportOrder, { key: Sql; cursor: (m: ExportMember) => Cursor }> = {
  // Numberless members last, as the enrolment table shows them.
  number: {
    key: sql`(case when a.num_acae is null then '1' else '0' end, coalesce(a.num_acae, ''), a.id_aso)`,
    cursor: (m) => ({ first: m.number === null ? '1' : '0', second: m.number ?? '', id: m.memberId }),
  },
  surname: {
    key: sql`(a.apellido, a.nombre, a.id_aso)`,
    cursor: (m) => ({ first: m.lastName, second: m.firstName, id: m.memberId }),
  },
};

/**
 * The course's enrolled members the export shows, page by page (keyset along the order, so that
 * nobody is read twice or skipped however long the client takes), each with their session and
 * event entries. `everyone` for its managers; otherwise only those `enrolReach` lets in.
 * Adult as the enrolment table says it: 18 or older on `today`, the database's day.
 */
export async function* enrolledMembers(
  em: EntityManager,
  courseId: number,
  today: string,
  scope: { everyone: true } | { actor: Actor },
  order: ExportOrder,
): AsyncGenerator<ExportMember[]> {
  const { key, cursor } = ORDERS[order];
  const reach = 'everyone' in scope ? 'everyone' : enrolReach(scope.actor);
  const visible = reach === 'everyone' ? sql`true` : sql`(${join(reach, ' or ', 'false')})`;
  let after: Cursor | null = null;
  for (;;) {
    const keyset: Sql = after ? sql`${key} > (${after.first}, ${after.second}, ${after.id})` : sql`true`;
    const rows = await run<Omit<ExportMember, 'adult'> & { birthDate: string }>(
      em,
      sql`select a.id_aso as "memberId", a.cf_asoc as "associationId", a.cf_dojo as "dojoId",
          a.num_acae as number, a.nombre as "firstName", a.apellido as "lastName", d.nombre as "dojoName",
          a.fecha_nacimiento::text as "birthDate",
          i.clausula_aceptada as "clauseAccepted", i.pagado as paid, i.asistencia as attended,
          coalesce((select json_agg(json_build_object('sessionId', s.cf_sesion, 'eventAttendees', s.nasisevento,
                      'attended', s.asistencia, 'paid', s.pagado))
                    from inscripcion_sesion s where s.cf_inscripcion = i.id_inscripcion), '[]') as entries
        from inscripcion i join asociado a on a.id_aso = i.cf_asociado join dojo d on d.id_dojo = a.cf_dojo
        where i.cf_curso = ${courseId} and ${visible} and ${keyset}
        order by ${key} limit ${EXPORT_PAGE}`,
    );
    const members = rows.map(({ birthDate, ...m }) => ({ ...m, adult: ageGroup(birthDate, today) === 'A' }));
    if (members.length) yield members;
    if (members.length < EXPORT_PAGE) return;
    after = cursor(members[members.length - 1]);
  }
}
