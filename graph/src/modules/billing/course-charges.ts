import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray, run, sql } from '../common/sql';
import { cancelCharges } from './charge-states';

// What an enrolment in a priced course owes (issue 30): the member owes the organising dojo the
// course's price (a federation member's when their latest paid year is the course's year or
// later, anyone else's otherwise) and each priced event's price for every person they bring to
// it. An enrolment already marked paid (paid by other means) is not charged; a removed one's
// charge is cancelled. While a charge is open and not yet invoiced it follows the enrolment (more
// people at the dinner, another price); once invoiced or paid it stays as it was.

/** Before enrolments are deleted: their charges are cancelled (a credit note when invoiced). */
export async function beforeEnrolmentsRemoved(
  em: EntityManager,
  enrolmentIds: readonly number[],
): Promise<void> {
  if (!enrolmentIds.length) return;
  const charges = await run<{ id: number }>(
    em,
    sql`select id from cargo where cf_inscripcion = any(${intArray(enrolmentIds)}) and estado <> 'CANCELLED' order by id`,
  );
  await cancelCharges(
    em,
    charges.map((c) => c.id),
    'ENROLMENT_REMOVED',
  );
}

/** Each unpaid enrolment's lines: the course's price, then a line per person at each priced event. */
const owed = (courseId: number) => sql`
  select i.id_inscripcion, i.cf_asociado, 'CURSO' as concepto, null::int as sesion,
         case when u.anio >= y.year then k.precio_socio_cent else k.precio_otros_cent end as cents, y.year
    from curso k
    cross join lateral (select extract(year from coalesce(k.fecha_ini, current_date))::int as year) y
    join inscripcion i on i.cf_curso = k.id_curso and not i.pagado
    left join cuota_ultima u on u.cf_asociado = i.cf_asociado
   where k.id_curso = ${courseId}
  union all
  select i.id_inscripcion, i.cf_asociado, 'EVENTO', s.id_ses, s.precio_cent, null
    from inscripcion i
    join inscripcion_sesion e on e.cf_inscripcion = i.id_inscripcion
    join curso_sesion s on s.id_ses = e.cf_sesion and s.tipo = 'E' and s.precio_cent > 0
    cross join lateral generate_series(1, least(e.nasisevento, 1000)) person
   where i.cf_curso = ${courseId} and not i.pagado`;

/**
 * After a course's enrolments were written: each unpaid enrolment owing something has one live
 * charge of what it owes; an open, uninvoiced one is brought up to date.
 */
export async function chargeEnrolments(em: EntityManager, courseId: number): Promise<void> {
  const lines = sql`(${owed(courseId)}) o where o.cents > 0`;
  // Charges that no longer match what their enrolment owes, and can still change: their lines go.
  const stale = await run<{ id: number }>(
    em,
    sql`select c.id from cargo c join inscripcion i on i.id_inscripcion = c.cf_inscripcion
         where i.cf_curso = ${courseId} and c.estado = 'OPEN'
           and not exists (select 1 from factura f where f.cf_cargo = c.id)
           and c.importe_cent <> coalesce((select sum(o.cents) from ${lines} and o.id_inscripcion = i.id_inscripcion), 0)
         order by c.id for update of c`,
  );
  if (stale.length) {
    const ids = intArray(stale.map((c) => c.id));
    await run(em, sql`delete from cargo_linea where cf_cargo = any(${ids})`);
    await run(
      em,
      sql`update cargo c set importe_cent = coalesce((select sum(o.cents) from ${lines} and o.id_inscripcion = c.cf_inscripcion), 0)
           where c.id = any(${ids})`,
    );
    // Nothing owed any more (the price became 0): nothing to pay.
    await cancelCharges(
      em,
      (
        await run<{ id: number }>(em, sql`select id from cargo where id = any(${ids}) and importe_cent = 0`)
      ).map((c) => c.id),
      'NOTHING_OWED',
    );
  }
  await run(
    em,
    sql`insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, cf_inscripcion, importe_cent, vence)
        select 'CURSO', extract(year from coalesce(k.fecha_ini, current_date))::int, k.cf_organiz, t.cf_asociado,
               d.cf_asoc, k.cf_organiz, t.id_inscripcion, t.total, coalesce(k.fecha_ini, current_date + 30)
          from (select o.id_inscripcion, o.cf_asociado, sum(o.cents)::int as total from ${lines}
                 group by o.id_inscripcion, o.cf_asociado) t
          join curso k on k.id_curso = ${courseId}
          join dojo d on d.id_dojo = k.cf_organiz
         where not exists (select 1 from cargo c where c.cf_inscripcion = t.id_inscripcion and c.estado <> 'CANCELLED')
         order by t.id_inscripcion`,
  );
  // The lines of every live, uninvoiced charge of the course that has none (new or brought up to date).
  await run(
    em,
    sql`insert into cargo_linea (cf_cargo, cf_asociado, concepto, cf_sesion, importe_cent)
        select c.id, o.cf_asociado, o.concepto, o.sesion, o.cents
          from cargo c join (${owed(courseId)}) o on o.id_inscripcion = c.cf_inscripcion and o.cents > 0
         where c.tipo = 'CURSO' and c.estado = 'OPEN'
           and c.cf_inscripcion in (select id_inscripcion from inscripcion where cf_curso = ${courseId})
           and not exists (select 1 from cargo_linea l where l.cf_cargo = c.id)
         order by c.id, o.concepto, o.sesion`,
  );
}
