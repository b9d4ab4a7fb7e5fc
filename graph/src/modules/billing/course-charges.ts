import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray, run, sql } from '../common/sql';
import { cancelCharges } from './charge-states';

// What an enrolment in a priced course owes (issue 30): the member owes the organising dojo the
// course's price, a federation member's (their latest paid year is the course's year or later) or
// anyone else's. An enrolment already marked paid (paid by other means) is not charged; a removed
// enrolment's charge is cancelled.

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

/** After a course's enrolments were written: a charge for each unpaid enrolment that has none. */
export async function chargeEnrolments(em: EntityManager, courseId: number): Promise<void> {
  const created = await run<{ id: number }>(
    em,
    sql`insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, cf_inscripcion, importe_cent, vence)
        select 'CURSO', y.year, k.cf_organiz, i.cf_asociado, d.cf_asoc, k.cf_organiz, i.id_inscripcion, p.cents,
               coalesce(k.fecha_ini, current_date + 30)
          from curso k
          join dojo d on d.id_dojo = k.cf_organiz
          join inscripcion i on i.cf_curso = k.id_curso and not i.pagado
          left join cuota_ultima u on u.cf_asociado = i.cf_asociado
          cross join lateral (select extract(year from coalesce(k.fecha_ini, current_date))::int as year) y
          cross join lateral (select case when u.anio >= y.year then k.precio_socio_cent else k.precio_otros_cent end as cents) p
         where k.id_curso = ${courseId} and p.cents > 0
           and not exists (select 1 from cargo c where c.cf_inscripcion = i.id_inscripcion and c.estado <> 'CANCELLED')
         order by i.id_inscripcion
        returning id`,
  );
  if (created.length)
    await run(
      em,
      sql`insert into cargo_linea (cf_cargo, cf_asociado, concepto, importe_cent)
          select id, pagador_asociado, 'CURSO', importe_cent from cargo where id = any(${intArray(created.map((c) => c.id))})`,
    );
}
