import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray, raw, run, sql } from '../common/sql';

/**
 * Hours of course sessions (tipo 'S', not events) a member attended from a day on, across every
 * dojo's courses: each session counts from its start to its end time (a session ending before it
 * starts counts 0). `since` null counts every attended session. Reads the member's enrolments by
 * their index, then their sessions.
 */
export const ATTENDED_HOURS = (member: string, since: string) => `select coalesce(sum(
    greatest(extract(epoch from (s.hora_fin - s.hora_ini)), 0)), 0) / 3600.0
  from inscripcion i
  join inscripcion_sesion x on x.cf_inscripcion = i.id_inscripcion and x.asistencia
  join curso_sesion s on s.id_ses = x.cf_sesion and s.tipo = 'S'
  where i.cf_asociado = ${member} and s.fecha >= coalesce(${since}, '-infinity'::date)`;

/** How far a member is from the next belt (beyond the spec, issue 11). */
export type GradeReadiness = {
  memberId: number;
  currentBeltId: number | null;
  currentBelt: string | null;
  /** The day of the current (highest validated) grade. */
  since: string | null;
  /** Whole days in the current grade, to today. */
  daysInGrade: number | null;
  nextBeltId: number | null;
  nextBelt: string | null;
  /** The next belt's nhoras. */
  hoursNeeded: number | null;
  /** Attended session hours since the current grade (every attended session without one). */
  hoursAttended: number;
  meetsHours: boolean;
};

/**
 * Readiness of several members in one statement (a page of members through a loader). The current
 * grade is the highest validated one (estado >= 0); the next belt the lowest full belt (valor a
 * multiple of 10) above it, since intermediate belts are optional steps.
 */
export async function readinessOf(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, GradeReadiness>> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select m.id, cur.idcinturon as cur_id, cur.descripcion as cur_name,
               to_char(cur.fecha, 'YYYY-MM-DD') as since, (current_date - cur.fecha) as days,
               nxt.idcinturon as next_id, nxt.descripcion as next_name, nxt.nhoras as needed,
               (${raw(ATTENDED_HOURS('m.id', 'cur.fecha'))}) as attended
        from unnest(${intArray(ids)}) as m(id)
        left join lateral (
          select c.idcinturon, c.descripcion, c.valor, g.fecha from grado g
          join cinturon c on c.idcinturon = g.cf_cinturon
          where g.cf_asociado = m.id and g.estado >= 0 order by c.valor desc limit 1) cur on true
        left join lateral (
          select c.idcinturon, c.descripcion, c.nhoras from cinturon c
          where c.valor % 10 = 0 and (cur.valor is null or c.valor > cur.valor)
          order by c.valor limit 1) nxt on true`,
  );
  return new Map(
    rows.map((r) => {
      const attended = Math.round(Number(r.attended) * 100) / 100;
      const needed = r.needed === null ? null : Number(r.needed);
      return [
        r.id,
        {
          memberId: r.id,
          currentBeltId: r.cur_id,
          currentBelt: r.cur_name,
          since: r.since,
          daysInGrade: r.days === null ? null : Number(r.days),
          nextBeltId: r.next_id,
          nextBelt: r.next_name,
          hoursNeeded: needed,
          hoursAttended: attended,
          meetsHours: needed !== null && attended >= needed,
        },
      ];
    }),
  );
}
