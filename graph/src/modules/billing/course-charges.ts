import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray, run, sql, textArray } from '../common/sql';
import { cancelCharges } from './charge-states';

// What an enrolment in a priced course owes (issue 30): the member owes the organising dojo the
// course's price (a federation member's when their latest paid year is the course's year or
// later, anyone else's otherwise) and each priced event's price for every person they bring. An
// enrolment marked paid by hand (paid by other means, no charge) is not charged; a removed one's
// charges are cancelled. A charge still open and not invoiced follows the enrolment; one invoiced
// or paid stays as issued, and what the enrolment owes beyond it (more people at the dinner) is a
// further charge, so that nobody is brought to an event unpaid.

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

type Owed = {
  enrolment: number;
  member: number;
  concept: string;
  session: number | null;
  cents: number;
  unit: number;
};
type Live = { id: number; enrolment: number; flexible: boolean };
type Frozen = { enrolment: number; concept: string; session: number | null; cents: number };

/** What each billed enrolment owes, per concept and event: the course, and each priced event. */
async function owedOf(em: EntityManager, courseId: number): Promise<Owed[]> {
  return run<Owed>(
    em,
    sql`with billed as (
          select i.* from inscripcion i
           where i.cf_curso = ${courseId}
             and (not i.pagado or exists (select 1 from cargo c where c.cf_inscripcion = i.id_inscripcion and c.estado <> 'CANCELLED')))
        select b.id_inscripcion as enrolment, b.cf_asociado as member, 'CURSO' as concept, null::int as session,
               p.cents, p.cents as unit
          from billed b join curso k on k.id_curso = b.cf_curso
          left join cuota_ultima u on u.cf_asociado = b.cf_asociado
          cross join lateral (select case when u.anio >= extract(year from coalesce(k.fecha_ini, current_date))
                                      then k.precio_socio_cent else k.precio_otros_cent end as cents) p
         where p.cents > 0
        union all
        select b.id_inscripcion, b.cf_asociado, 'EVENTO', s.id_ses, least(e.nasisevento, 1000) * s.precio_cent, s.precio_cent
          from billed b
          join inscripcion_sesion e on e.cf_inscripcion = b.id_inscripcion
          join curso_sesion s on s.id_ses = e.cf_sesion and s.tipo = 'E' and s.precio_cent > 0 and e.nasisevento > 0
         order by 1, 3, 4`,
  );
}

const key = (enrolment: number, concept: string, session: number | null) =>
  `${enrolment}/${concept}/${session ?? ''}`;

/**
 * After a course's enrolments were written: every billed enrolment's live charges add up to what
 * it owes (never less): its open, uninvoiced charge is brought up to date, or a charge is made
 * for what the issued ones do not cover.
 */
export async function chargeEnrolments(em: EntityManager, courseId: number): Promise<void> {
  const live = await run<Live>(
    em,
    sql`select c.id, c.cf_inscripcion as enrolment,
               c.estado = 'OPEN' and not exists (select 1 from factura f where f.cf_cargo = c.id) as flexible
          from cargo c join inscripcion i on i.id_inscripcion = c.cf_inscripcion
         where i.cf_curso = ${courseId} and c.estado <> 'CANCELLED'
         order by c.id for update of c`,
  );
  const owed = await owedOf(em, courseId);
  const fixed = live.filter((c) => !c.flexible);
  const frozen = fixed.length
    ? await run<Frozen>(
        em,
        sql`select c.cf_inscripcion as enrolment, l.concepto as concept, l.cf_sesion as session,
                   sum(l.importe_cent)::int as cents
              from cargo c join cargo_linea l on l.cf_cargo = c.id
             where c.id = any(${intArray(fixed.map((c) => c.id))})
             group by 1, 2, 3`,
      )
    : [];
  const issued = new Map(frozen.map((f) => [key(f.enrolment, f.concept, f.session), f.cents]));
  // What the issued charges leave to owe, line by line: a line per person at an event.
  const lines: {
    enrolment: number;
    member: number;
    concept: string;
    session: number | null;
    cents: number;
  }[] = [];
  for (const o of owed) {
    const due = o.cents - (issued.get(key(o.enrolment, o.concept, o.session)) ?? 0);
    if (due <= 0) continue;
    const perPerson = o.concept === 'EVENTO' && due % o.unit === 0;
    for (let n = perPerson ? due / o.unit : 1; n > 0; n--)
      lines.push({ ...o, cents: perPerson ? o.unit : due });
  }
  const flexible = new Map(live.filter((c) => c.flexible).map((c) => [c.enrolment, c.id]));
  if (flexible.size)
    await run(em, sql`delete from cargo_linea where cf_cargo = any(${intArray([...flexible.values()])})`);
  const needing = [...new Set(lines.map((l) => l.enrolment))].filter((e) => !flexible.has(e));
  if (needing.length) {
    const made = await run<{ id: number; enrolment: number }>(
      em,
      sql`insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, cf_inscripcion, importe_cent, vence)
          select 'CURSO', extract(year from coalesce(k.fecha_ini, current_date))::int, k.cf_organiz, i.cf_asociado,
                 d.cf_asoc, k.cf_organiz, i.id_inscripcion, 0, coalesce(k.fecha_ini, current_date + 30)
            from unnest(${intArray(needing)}) as n(id)
            join inscripcion i on i.id_inscripcion = n.id
            join curso k on k.id_curso = i.cf_curso join dojo d on d.id_dojo = k.cf_organiz
           order by i.id_inscripcion
          returning id, cf_inscripcion as enrolment`,
    );
    for (const charge of made) flexible.set(charge.enrolment, charge.id);
  }
  if (lines.length)
    await run(
      em,
      sql`insert into cargo_linea (cf_cargo, cf_asociado, concepto, cf_sesion, importe_cent)
          select u.charge, u.member, u.concept, nullif(u.session, 0), u.cents
            from unnest(${intArray(lines.map((l) => flexible.get(l.enrolment)!))}, ${intArray(lines.map((l) => l.member))},
                        ${textArray(lines.map((l) => l.concept))}, ${intArray(lines.map((l) => l.session ?? 0))},
                        ${intArray(lines.map((l) => l.cents))}) with ordinality as u(charge, member, concept, session, cents, n)
           order by u.n`,
    );
  const charges = intArray([...flexible.values()]);
  await run(
    em,
    sql`update cargo c set importe_cent = coalesce((select sum(l.importe_cent) from cargo_linea l where l.cf_cargo = c.id), 0)
         where c.id = any(${charges})`,
  );
  // Nothing owed beyond what was issued (fewer people, a lower price): nothing to pay.
  const empty = await run<{ id: number }>(
    em,
    sql`select id from cargo where id = any(${charges}) and importe_cent = 0 order by id`,
  );
  await cancelCharges(
    em,
    empty.map((c) => c.id),
    'NOTHING_OWED',
  );
}
