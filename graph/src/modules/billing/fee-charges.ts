import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../common/domain-error';
import { first, intArray, raw, run, sql } from '../common/sql';
import { cancelCharges } from './charge-states';

// What a batch's validation steps owe (issue 30). A batch owes nothing until its dojo validates it
// (level 1): then its dojo owes its association the national and association shares of each
// member's fee, by the tariffs of the batch's year and whether the fee is an adult's or a child's
// (the fee's kind, set by the age the member reaches that year); and each member owes the dojo its
// own fee, when the dojo set one. Undoing level 1 cancels those charges (a credit note for an
// invoiced one). Validating level 2 may require the batch's charge paid (a setting).

/** The share price of a fee of kind `q.tipo` in tariff `t`. */
const price = (t: 'n' | 'a' | 'd') =>
  raw(`case when q.tipo = 'A' then ${t}.adulto_cent else ${t}.nino_cent end`);

/** The batches' charges to their dojos, and their members' dojo fees; none for a batch that owes nothing. */
async function chargeBatches(em: EntityManager, ids: readonly number[]): Promise<void> {
  const national = price('n');
  const association = price('a');
  const charges = await run<{ id: number; batch: number }>(
    em,
    sql`insert into cargo (tipo, anio, emisor_asoc, pagador_dojo, cf_asoc, cf_dojo, cf_remesa, importe_cent, vence)
        select 'CUOTAS', r.anio, r.cf_asoc, r.cf_dojo, r.cf_asoc, r.cf_dojo, r.id_rem, s.total, current_date + 30
          from remesa r
          cross join lateral (
            select coalesce(sum(coalesce(${national}, 0) + coalesce(${association}, 0)), 0)::int as total
              from cuota q
              left join tarifa n on n.anio = r.anio and n.nivel = 'NACIONAL'
              left join tarifa a on a.anio = r.anio and a.nivel = 'ASOCIACION' and a.cf_asoc = r.cf_asoc
             where q.cf_remesa = r.id_rem) s
         where r.id_rem = any(${intArray(ids)}) and s.total > 0
         order by r.id_rem
        returning id, cf_remesa as batch`,
  );
  if (charges.length)
    await run(
      em,
      sql`insert into cargo_linea (cf_cargo, cf_asociado, concepto, tipo_persona, importe_cent)
          select c.id, q.cf_asociado, share.concept, q.tipo, share.cents
            from cargo c
            join remesa r on r.id_rem = c.cf_remesa
            join cuota q on q.cf_remesa = r.id_rem
            left join tarifa n on n.anio = r.anio and n.nivel = 'NACIONAL'
            left join tarifa a on a.anio = r.anio and a.nivel = 'ASOCIACION' and a.cf_asoc = r.cf_asoc
            cross join lateral (values ('NACIONAL', ${national}), ('ASOCIACION', ${association})) share(concept, cents)
           where c.id = any(${intArray(charges.map((c) => c.id))}) and share.cents > 0
           order by c.id, q.cf_asociado, share.concept`,
    );
  const dojoFee = price('d');
  const own = await run<{ id: number }>(
    em,
    sql`insert into cargo (tipo, anio, emisor_dojo, pagador_asociado, cf_asoc, cf_dojo, cf_remesa, importe_cent, vence)
        select 'CUOTA_DOJO', r.anio, r.cf_dojo, q.cf_asociado, r.cf_asoc, r.cf_dojo, r.id_rem, ${dojoFee}, current_date + 30
          from remesa r
          join tarifa d on d.anio = r.anio and d.nivel = 'DOJO' and d.cf_dojo = r.cf_dojo
          join cuota q on q.cf_remesa = r.id_rem
         where r.id_rem = any(${intArray(ids)}) and ${dojoFee} > 0
         order by r.id_rem, q.cf_asociado
        returning id`,
  );
  if (own.length)
    await run(
      em,
      sql`insert into cargo_linea (cf_cargo, cf_asociado, concepto, tipo_persona, importe_cent)
          select c.id, c.pagador_asociado, 'DOJO', q.tipo, c.importe_cent
            from cargo c join cuota q on q.cf_remesa = c.cf_remesa and q.cf_asociado = c.pagador_asociado
           where c.id = any(${intArray(own.map((c) => c.id))})`,
    );
}

/** The batches' live charges (not cancelled), of both kinds. */
async function liveCharges(em: EntityManager, ids: readonly number[]): Promise<number[]> {
  const rows = await run<{ id: number }>(
    em,
    sql`select id from cargo where cf_remesa = any(${intArray(ids)}) and estado <> 'CANCELLED' order by id`,
  );
  return rows.map((r) => r.id);
}

/** A batch of these whose charge to its dojo is not paid, named for the refusal. */
async function unpaidBatch(em: EntityManager, ids: readonly number[]) {
  return first<{ dojo: string; year: number }>(
    em,
    sql`select d.nombre as dojo, r.anio as year
          from cargo c join remesa r on r.id_rem = c.cf_remesa join dojo d on d.id_dojo = r.cf_dojo
         where c.cf_remesa = any(${intArray(ids)}) and c.tipo = 'CUOTAS' and c.estado in ('OPEN', 'RETURNED')
         order by r.id_rem limit 1`,
  );
}

/**
 * After a validation step was written, in its transaction: what the batches now owe. Throws (and
 * the whole step is undone) when level 2 needs a paid charge that is not.
 */
export async function afterBatchStep(
  em: EntityManager,
  step: { ids: readonly number[]; level: number; validated: boolean },
  settings: { feesPaidBeforeAssociation: boolean },
): Promise<void> {
  if (step.level === 1 && step.validated) {
    await cancelCharges(em, await liveCharges(em, step.ids), null);
    await chargeBatches(em, step.ids);
  } else if (step.level === 1) {
    await cancelCharges(em, await liveCharges(em, step.ids), 'UNVALIDATED');
  } else if (step.level === 2 && step.validated && settings.feesPaidBeforeAssociation) {
    const unpaid = await unpaidBatch(em, step.ids);
    if (unpaid)
      throw new DomainError('CONFLICT', 'billing.batchNotPaid', {
        title: 'fees.validateFailed',
        params: { dojo: unpaid.dojo, year: unpaid.year },
      });
  }
}
