import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionKind } from '@federa/schema/validation/courses';
import type { EnrolmentEntryState, EnrolmentState } from '@federa/schema/validation/enrolment';
import { intArray, raw, run, sql } from '../common/sql';

/** A stored enrolment: its state and the row's id. */
export type StoredEnrolment = EnrolmentState & { id: number };

/** The enrolments of some members in a course, with their entries in session order. */
export async function enrolmentsOf(
  em: EntityManager,
  courseId: number,
  memberIds: readonly number[],
): Promise<Map<number, StoredEnrolment>> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select i.id_inscripcion, i.cf_asociado, i.pagado, i.asistencia, i.clausula_aceptada,
               e.cf_sesion, s.tipo, e.nasisevento, e.asistencia as e_asistencia, e.pagado as e_pagado
        from inscripcion i
        left join inscripcion_sesion e on e.cf_inscripcion = i.id_inscripcion
        left join curso_sesion s on s.id_ses = e.cf_sesion
        where i.cf_curso = ${courseId} and i.cf_asociado = any(${intArray(memberIds)})
        order by i.cf_asociado, s.fecha, s.hora_ini, s.id_ses`,
  );
  const byMember = new Map<number, StoredEnrolment>();
  for (const r of rows) {
    let enrolment = byMember.get(r.cf_asociado);
    if (!enrolment) {
      enrolment = {
        id: r.id_inscripcion,
        enrolled: true,
        paid: r.pagado,
        attended: r.asistencia,
        clauseAccepted: r.clausula_aceptada,
        entries: [],
      };
      byMember.set(r.cf_asociado, enrolment);
    }
    if (r.cf_sesion !== null) {
      enrolment.entries.push({
        sessionId: r.cf_sesion,
        kind: r.tipo,
        eventAttendees: r.nasisevento,
        attended: r.e_asistencia,
        paid: r.e_pagado,
      });
    }
  }
  return byMember;
}

/** A course's sessions and events by id. */
export async function sessionKinds(em: EntityManager, courseId: number): Promise<Map<number, SessionKind>> {
  const rows = await run<{ id_ses: number; tipo: SessionKind }>(
    em,
    sql`select id_ses, tipo from curso_sesion where cf_curso = ${courseId}`,
  );
  return new Map(rows.map((r) => [r.id_ses, r.tipo]));
}

/** A member a change names, as the rules and the messages need them. */
export type ChangedMember = { id: number; label: string; dojoId: number; associationId: number };

/**
 * The members a change names, held (`for share`) until the transaction ends: a move to another
 * dojo cannot slip between the check of who may enrol them and the write. Taken in id order, so
 * two saves never wait on each other in a cycle.
 */
export async function lockMembers(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, ChangedMember>> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select a.id_aso, a.cf_dojo, a.cf_asoc,
               btrim(coalesce(a.num_acae || ' ', '') || a.nombre || ' ' || a.apellido) as label
        from asociado a where a.id_aso = any(${intArray(ids)}) order by a.id_aso for share`,
  );
  return new Map(
    rows.map((r) => [
      r.id_aso,
      { id: r.id_aso, label: r.label, dojoId: r.cf_dojo, associationId: r.cf_asoc },
    ]),
  );
}

/** The course-wide counters of the enrolment modal (part 2 §2.10). */
export type EnrolmentCounters = {
  enrolled: number;
  paid: number;
  attended: number;
  eventTotals: { sessionId: number; total: number }[];
};

export async function countersOf(em: EntityManager, courseId: number): Promise<EnrolmentCounters> {
  const [counts] = await run<{ enrolled: number; paid: number; attended: number }>(
    em,
    sql`select count(*)::int as enrolled, (count(*) filter (where pagado))::int as paid,
               (count(*) filter (where asistencia))::int as attended
        from inscripcion where cf_curso = ${courseId}`,
  );
  const events = await run<{ id_ses: number; total: number }>(
    em,
    sql`select s.id_ses, coalesce(sum(e.nasisevento), 0)::int as total
        from curso_sesion s left join inscripcion_sesion e on e.cf_sesion = s.id_ses
        where s.cf_curso = ${courseId} and s.tipo = 'E'
        group by s.id_ses, s.fecha, s.hora_ini order by s.fecha, s.hora_ini, s.id_ses`,
  );
  return { ...counts, eventTotals: events.map((e) => ({ sessionId: e.id_ses, total: e.total })) };
}

/** Rows as one bound jsonb parameter, read back typed by `jsonb_to_recordset`. */
const recordset = (rows: readonly object[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(${raw(columns)})`;

type Wanted = { memberId: number; before: StoredEnrolment | undefined; after: EnrolmentState };

const entryChanged = (a: EnrolmentEntryState, b: EnrolmentEntryState) =>
  a.eventAttendees !== b.eventAttendees || a.attended !== b.attended || a.paid !== b.paid;

/**
 * Writes only what differs from what is stored: enrolments taken away (their entries go with
 * them), new ones, changed flags, and entries removed, added or changed.
 */
export async function writeEnrolments(em: EntityManager, courseId: number, wanted: readonly Wanted[]) {
  const removed = wanted.filter((w) => w.before && !w.after.enrolled).map((w) => w.before!.id);
  if (removed.length) {
    await run(em, sql`delete from inscripcion where id_inscripcion = any(${intArray(removed)})`);
  }
  const kept = wanted.filter((w) => w.after.enrolled);
  const flags = (w: Wanted) => ({
    member: w.memberId,
    paid: w.after.paid,
    attended: w.after.attended,
    clause: w.after.clauseAccepted,
  });
  const added = kept.filter((w) => !w.before);
  const ids = new Map<number, number>(kept.filter((w) => w.before).map((w) => [w.memberId, w.before!.id]));
  if (added.length) {
    const inserted = await run<{ id_inscripcion: number; cf_asociado: number }>(
      em,
      sql`insert into inscripcion (cf_curso, cf_asociado, pagado, asistencia, clausula_aceptada)
          select ${courseId}, u.member, u.paid, u.attended, u.clause
          from ${recordset(added.map(flags), 'member int, paid boolean, attended boolean, clause boolean')}
          returning id_inscripcion, cf_asociado`,
    );
    inserted.forEach((r) => ids.set(r.cf_asociado, r.id_inscripcion));
  }
  const changed = kept.filter(
    (w) =>
      w.before &&
      (w.before.paid !== w.after.paid ||
        w.before.attended !== w.after.attended ||
        w.before.clauseAccepted !== w.after.clauseAccepted),
  );
  if (changed.length) {
    await run(
      em,
      sql`update inscripcion i set pagado = u.paid, asistencia = u.attended, clausula_aceptada = u.clause
          from ${recordset(changed.map(flags), 'member int, paid boolean, attended boolean, clause boolean')}
          where i.cf_curso = ${courseId} and i.cf_asociado = u.member`,
    );
  }
  await writeEntries(em, kept, ids);
}

/** The entries of enrolments kept: removed, added and changed ones, each set in one statement. */
async function writeEntries(em: EntityManager, kept: readonly Wanted[], ids: ReadonlyMap<number, number>) {
  const gone: object[] = [];
  const added: object[] = [];
  const changed: object[] = [];
  for (const w of kept) {
    const enrolment = ids.get(w.memberId)!;
    const before = new Map((w.before?.entries ?? []).map((e) => [e.sessionId, e]));
    const after = new Set(w.after.entries.map((e) => e.sessionId));
    for (const e of before.values())
      if (!after.has(e.sessionId)) gone.push({ enrolment, session: e.sessionId });
    for (const e of w.after.entries) {
      const old = before.get(e.sessionId);
      const row = {
        enrolment,
        session: e.sessionId,
        count: e.eventAttendees,
        attended: e.attended,
        paid: e.paid,
      };
      if (!old) added.push(row);
      else if (entryChanged(old, e)) changed.push(row);
    }
  }
  const columns = 'enrolment int, session int, count int, attended boolean, paid boolean';
  if (gone.length) {
    await run(
      em,
      sql`delete from inscripcion_sesion e using ${recordset(gone, 'enrolment int, session int')}
          where e.cf_inscripcion = u.enrolment and e.cf_sesion = u.session`,
    );
  }
  if (added.length) {
    await run(
      em,
      sql`insert into inscripcion_sesion (cf_inscripcion, cf_sesion, nasisevento, asistencia, pagado)
          select u.enrolment, u.session, u.count, u.attended, u.paid from ${recordset(added, columns)}`,
    );
  }
  if (changed.length) {
    await run(
      em,
      sql`update inscripcion_sesion e set nasisevento = u.count, asistencia = u.attended, pagado = u.paid
          from ${recordset(changed, columns)}
          where e.cf_inscripcion = u.enrolment and e.cf_sesion = u.session`,
    );
  }
}
