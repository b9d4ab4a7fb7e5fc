import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_SESSION_END,
  DEFAULT_SESSION_START,
  type SessionEntry,
} from '@federa/schema/validation/courses';
import type { FieldError } from '@federa/schema/validation/auth';
import { intArray, run, sql, textArray } from '../common/sql';

/** A course's stored session as a save needs it: its date, name and whether anyone is enrolled in it. */
export type StoredSession = {
  id: number;
  date: string;
  description: string;
  kind: 'S' | 'E';
  enrolled: boolean;
};

/** The course's sessions, read inside the save's transaction (the course's row is locked). */
export async function storedSessions(em: EntityManager, courseId: number): Promise<StoredSession[]> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select s.id_ses, s.fecha::text as fecha, s.descripcion, s.tipo,
               exists (select 1 from inscripcion_sesion i where i.cf_sesion = s.id_ses) as enrolled
        from curso_sesion s where s.cf_curso = ${courseId} order by s.id_ses`,
  );
  return rows.map((r) => ({
    id: r.id_ses,
    date: r.fecha,
    description: r.descripcion,
    kind: r.tipo,
    enrolled: r.enrolled,
  }));
}

/**
 * What the sent sessions do to the stored ones, beyond the rules of each (courseErrors): an id
 * must name a session of this course, once; a session left out goes, unless someone is enrolled
 * in it (their enrolment rows are history).
 */
export function sessionChangeErrors(
  sent: readonly SessionEntry[],
  stored: readonly StoredSession[],
): FieldError[] {
  const errors: FieldError[] = [];
  const byId = new Map(stored.map((s) => [s.id, s]));
  const seen = new Set<number>();
  sent.forEach((session, i) => {
    if (session.id === null || session.id === undefined) return;
    if (!byId.has(session.id) || seen.has(session.id)) {
      errors.push({ field: `sessions.${i}`, key: 'courses.sessionUnknown', params: { session: session.id } });
    }
    seen.add(session.id);
  });
  for (const s of stored) {
    if (!seen.has(s.id) && s.enrolled) {
      errors.push({
        field: 'sessions',
        key: 'courses.sessionHasEnrolments',
        params: { session: s.description },
      });
    }
  }
  return errors;
}

/**
 * An event's price as sent, -1 when none was: a save from a client that knows no prices (the
 * legacy form, an integrator) keeps the stored one. A plain session has none.
 */
const priceSent = (s: SessionEntry): number =>
  s.kind !== 'E' ? 0 : s.priceCents === undefined || s.priceCents === null ? -1 : s.priceCents;

/**
 * Replaces the course's sessions by the checked ones, in the save's transaction: kept ids are
 * updated, new ones inserted, missing ones removed. The course's dates follow through the
 * curso_sesion_fechas trigger.
 */
export async function writeSessions(
  em: EntityManager,
  courseId: number,
  sessions: readonly SessionEntry[],
): Promise<void> {
  const keptIds = sessions.filter((s) => s.id).map((s) => s.id!);
  await run(
    em,
    sql`delete from curso_sesion where cf_curso = ${courseId} and id_ses <> all(${intArray(keptIds)})`,
  );
  const column = (pick: (s: SessionEntry) => string) => textArray(sessions.map(pick));
  const ids = intArray(sessions.map((s) => s.id ?? 0));
  const rows = sql`unnest(${ids}, ${column((s) => s.date!.trim())}::date[],
    ${column((s) => s.startTime ?? DEFAULT_SESSION_START)}::time[],
    ${column((s) => s.endTime ?? DEFAULT_SESSION_END)}::time[],
    ${column((s) => s.description!.trim())}, ${column((s) => s.kind!)},
    ${intArray(sessions.map(priceSent))}) as u(id, fecha, ini, fin, descripcion, tipo, precio)`;
  await run(
    em,
    sql`update curso_sesion s set fecha = u.fecha, hora_ini = u.ini, hora_fin = u.fin,
          descripcion = u.descripcion, tipo = u.tipo,
          precio_cent = case when u.tipo <> 'E' then 0 when u.precio < 0 then s.precio_cent else u.precio end
        from ${rows} where s.id_ses = u.id and s.cf_curso = ${courseId}`,
  );
  await run(
    em,
    sql`insert into curso_sesion (cf_curso, fecha, hora_ini, hora_fin, descripcion, tipo, precio_cent)
        select ${courseId}, u.fecha, u.ini, u.fin, u.descripcion, u.tipo, greatest(u.precio, 0) from ${rows} where u.id = 0`,
  );
  // A session an event's party attended that became a plain session counts each member once.
  await run(
    em,
    sql`update inscripcion_sesion i set nasisevento = 1 from curso_sesion s
        where s.id_ses = i.cf_sesion and s.cf_curso = ${courseId} and s.tipo = 'S' and i.nasisevento <> 1`,
  );
}
