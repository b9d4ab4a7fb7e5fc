import type { EntityManager } from '@mikro-orm/postgresql';
import { ADULT_AGE, feeKind } from '@federa/schema/validation/fees';
import { first, intArray, raw, run, sql, textArray, type Sql } from '../common/sql';
import type { ListOrder } from '../common/list/request';
import { LATEST_FEE_JOIN } from '../members/member.latest-fee';
import { FEE_BATCH_COLUMNS, FEE_BATCH_JOINS, toFeeBatchRow, type FeeBatchRow } from './fee-batch.list';

/** One batch as lists show it; `lock` holds it until the transaction ends. */
export async function selectFeeBatch(
  em: EntityManager,
  id: number,
  lock = false,
): Promise<FeeBatchRow | null> {
  const row = await first(
    em,
    sql`select ${raw(FEE_BATCH_COLUMNS)} from remesa r ${raw(FEE_BATCH_JOINS)}
        where r.id_rem = ${id} ${raw(lock ? 'for update of r' : '')}`,
  );
  return row ? toFeeBatchRow(row) : null;
}

/**
 * Several batches in id order; `lock` holds them, taken in that order so that two bulk
 * validations never wait on each other in a cycle.
 */
export async function selectFeeBatches(
  em: EntityManager,
  ids: readonly number[],
  lock = false,
): Promise<FeeBatchRow[]> {
  const rows = await run(
    em,
    sql`select ${raw(FEE_BATCH_COLUMNS)} from remesa r ${raw(FEE_BATCH_JOINS)}
        where r.id_rem = any(${intArray(ids)}) order by r.id_rem ${raw(lock ? 'for update of r' : '')}`,
  );
  return rows.map(toFeeBatchRow);
}

/** The members of each batch (selec), in number order. */
export async function memberIdsOfBatches(em: EntityManager, ids: readonly number[]) {
  const rows = await run<{ cf_remesa: number; ids: number[] }>(
    em,
    sql`select c.cf_remesa, array_agg(c.cf_asociado order by a.num_acae nulls last, a.id_aso) as ids
        from cuota c join asociado a on a.id_aso = c.cf_asociado
        where c.cf_remesa = any(${intArray(ids)}) group by c.cf_remesa`,
  );
  return new Map(rows.map((r) => [r.cf_remesa, r.ids]));
}

/** One step of a batch's validation history. */
export type FeeBatchStep = {
  level: number;
  validated: boolean;
  at: string;
  memberId: number;
  memberName: string;
};

/**
 * The validation history of each batch, newest first: by id, taken when the step was written
 * (after the batch's lock), not by `fecha`, the start of its transaction, which a step that waited
 * for the lock would have earlier than the step it waited for.
 */
export async function historyOfBatches(em: EntityManager, ids: readonly number[]) {
  const rows = await run<{
    cf_remesa: number;
    nivel: number;
    valida: boolean;
    fecha: Date;
    cf_asociado: number;
    nombre: string;
  }>(
    em,
    sql`select v.cf_remesa, v.nivel, v.valida, v.fecha, v.cf_asociado,
               btrim(a.nombre || ' ' || a.apellido) as nombre
        from remesa_validacion v join asociado a on a.id_aso = v.cf_asociado
        where v.cf_remesa = any(${intArray(ids)}) order by v.id desc`,
  );
  const byBatch = new Map<number, FeeBatchStep[]>();
  for (const r of rows) {
    const steps = byBatch.get(r.cf_remesa) ?? [];
    steps.push({
      level: r.nivel,
      validated: r.valida,
      at: new Date(r.fecha).toISOString(),
      memberId: r.cf_asociado,
      memberName: r.nombre,
    });
    byBatch.set(r.cf_remesa, steps);
  }
  return byBatch;
}

/** A member named in a batch as the rules need them: where they are and their year's fee. */
export type NamedMember = {
  id: number;
  label: string;
  dojoId: number;
  birthYear: number | null;
  /** Another batch holding this member's fee for the year, if any. */
  otherBatchId: number | null;
  inBatch: boolean;
};

/** The members named, with their fee of the year in any batch other than `batchId`. */
export async function namedMembers(
  em: EntityManager,
  ids: readonly number[],
  year: number,
  batchId: number | null,
): Promise<NamedMember[]> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select a.id_aso, coalesce(a.num_acae || ' ', '') || btrim(a.nombre || ' ' || a.apellido) as label,
               a.cf_dojo, extract(year from a.fecha_nacimiento)::int as born,
               (select c.cf_remesa from cuota c where c.cf_asociado = a.id_aso and c.anio = ${year}
                  and c.cf_remesa is distinct from ${batchId}) as other,
               exists (select 1 from cuota c where c.cf_asociado = a.id_aso and c.cf_remesa = ${batchId ?? 0}) as in_batch
        from asociado a where a.id_aso = any(${intArray(ids)}) order by a.id_aso`,
  );
  return rows.map((r) => ({
    id: r.id_aso,
    label: r.label,
    dojoId: r.cf_dojo,
    birthYear: r.born,
    otherBatchId: r.other,
    inBatch: r.in_batch,
  }));
}

/**
 * Writes a batch's year and fees: the members named and no others, each adult or child in the
 * year. Fees leave before the year moves (their year follows the batch's, trigger
 * remesa_anio_en_cuotas), so that a member dropped from the batch never clashes with their own
 * fee of the new year in another batch.
 */
export async function writeFees(
  em: EntityManager,
  batchId: number,
  year: number,
  members: readonly NamedMember[],
) {
  const ids = members.map((m) => m.id);
  const kinds = members.map((m) => feeKind(m.birthYear, year));
  await run(em, sql`delete from cuota where cf_remesa = ${batchId} and cf_asociado <> all(${intArray(ids)})`);
  await run(em, sql`update remesa set anio = ${year} where id_rem = ${batchId} and anio <> ${year}`);
  const wanted = sql`unnest(${intArray(ids)}, ${textArray(kinds)}) as u(id, kind)`;
  await run(
    em,
    sql`update cuota c set tipo = u.kind from ${wanted}
        where c.cf_remesa = ${batchId} and c.cf_asociado = u.id and c.tipo <> u.kind`,
  );
  await run(
    em,
    sql`insert into cuota (cf_remesa, cf_asociado, anio, tipo)
        select ${batchId}, u.id, ${year}, u.kind from ${wanted}
        where not exists (select 1 from cuota c where c.cf_remesa = ${batchId} and c.cf_asociado = u.id)`,
  );
}

/** A member the batch may name, as the modal's list shows them (listAlum). */
export type FeeCandidate = {
  memberId: number;
  number: string | null;
  firstName: string;
  lastName: string;
  kind: 'A' | 'N';
  lastFeeYear: number | null;
  inBatch: boolean;
  otherBatchId: number | null;
};

/** listAlum's sort keys (part 2 §2.6) over the candidates query below. */
export const CANDIDATE_ORDERS = {
  columns: {
    numAcae: 'num_acae',
    nombre: 'nombre',
    apellido: 'apellido',
    tipo: 'kind',
    ultima_cuota: 'ultima_cuota',
  },
  defaultOrder: 'numAcae',
};

/**
 * The dojo's members, and anyone already in the batch (who may have moved since), with their fee
 * of the year in another batch: a dojo's roll, at most `limit` rows.
 */
export async function candidates(
  em: EntityManager,
  query: { dojoId: number; batchId: number | null; year: number; order: ListOrder; limit: number },
): Promise<FeeCandidate[]> {
  const { dojoId, batchId, year, order, limit } = query;
  const column = CANDIDATE_ORDERS.columns[order.column as keyof typeof CANDIDATE_ORDERS.columns];
  const direction = order.desc ? 'desc nulls first' : 'asc nulls last';
  const orderBy: Sql = raw(`${column} ${direction}, id_aso ${order.desc ? 'desc' : 'asc'}`);
  const rows = await run<Record<string, any>>(
    em,
    sql`select * from (
          select a.id_aso, a.num_acae, a.nombre, a.apellido, u.anio as ultima_cuota,
                 extract(year from a.fecha_nacimiento)::int as born,
                 -- feeKind's rule, in SQL only so that the roll sorts by it (tipo).
                 case when a.fecha_nacimiento is null
                        or ${year} - extract(year from a.fecha_nacimiento) >= ${ADULT_AGE} then 'A' else 'N' end as kind,
                 c.cf_remesa,
                 exists (select 1 from cuota b where b.cf_remesa = ${batchId ?? 0}
                           and b.cf_asociado = a.id_aso) as in_batch
          from (select id_aso from asociado where cf_dojo = ${dojoId}
                union select cf_asociado from cuota where cf_remesa = ${batchId ?? 0}) roll
          join asociado a on a.id_aso = roll.id_aso ${raw(LATEST_FEE_JOIN)}
          left join cuota c on c.cf_asociado = a.id_aso and c.anio = ${year}
        ) m order by ${orderBy} limit ${limit}`,
  );
  return rows.map((r) => ({
    memberId: r.id_aso,
    number: r.num_acae,
    firstName: r.nombre,
    lastName: r.apellido,
    kind: feeKind(r.born, year),
    lastFeeYear: r.ultima_cuota,
    // Named by the batch whatever the year asked: the modal asks another year when it changes it.
    inBatch: r.in_batch,
    otherBatchId: r.cf_remesa !== null && r.cf_remesa !== batchId ? r.cf_remesa : null,
  }));
}

/** A member's paid fees (nationally validated), newest first, with the dojo where each was paid. */
export async function paidFees(em: EntityManager, memberId: number) {
  const rows = await run<{ anio: number; cf_dojo: number; nombre: string }>(
    em,
    sql`select c.anio, r.cf_dojo, d.nombre from cuota c
        join remesa r on r.id_rem = c.cf_remesa join dojo d on d.id_dojo = r.cf_dojo
        where c.cf_asociado = ${memberId} and r.cf_asoc_val_admi is not null order by c.anio desc`,
  );
  return rows.map((r) => ({ year: r.anio, dojoId: r.cf_dojo, dojoName: r.nombre }));
}
