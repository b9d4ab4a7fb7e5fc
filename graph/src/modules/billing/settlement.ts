import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { intArray, run, sql } from '../common/sql';

// What each association owes the national federation (issue 30): the national share of its dojos'
// batch charges. A share is owed once its dojo has paid (the association holds the money then);
// a settlement gathers the shares not yet settled into one charge, association → federation, with
// a line per dojo charge, and marks them settled so that none is asked twice.

export type SettlementRow = {
  associationId: number;
  associationName: string;
  year: number;
  /** National shares of the association's paid dojo charges of the year. */
  owedCents: number;
  /** Of those, gathered into settlements (open, paid or returned). */
  settledCents: number;
  /** Of the settlements, what the federation has received. */
  paidCents: number;
  /** Not yet gathered into any settlement. */
  pendingCents: number;
};

/** The associations whose settlements the caller sees: every one nationally, their own otherwise. */
function settlementScope(caller: Caller) {
  if (caller.roles.admin) return sql`true`;
  if (caller.roles.associationAdmin) return sql`a.id_asoc = ${caller.associationId}`;
  return sql`false`;
}

/** The year's national shares per association (one row per association the caller sees). */
export async function settlementRows(
  em: EntityManager,
  caller: Caller,
  year: number,
): Promise<SettlementRow[]> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select a.id_asoc, a.nombre,
          coalesce(sum(s.cents), 0)::bigint as owed,
          coalesce(sum(s.cents) filter (where c.cf_liquidacion is not null and l.estado <> 'CANCELLED'), 0)::bigint as settled,
          coalesce(sum(s.cents) filter (where l.estado = 'PAID'), 0)::bigint as paid
        from asociacion a
        left join cargo c on c.cf_asoc = a.id_asoc and c.tipo = 'CUOTAS' and c.anio = ${year} and c.estado = 'PAID'
        left join lateral (select sum(i.importe_cent) as cents from cargo_linea i
                            where i.cf_cargo = c.id and i.concepto = 'NACIONAL') s on true
        left join cargo l on l.id = c.cf_liquidacion
        where ${settlementScope(caller)}
        group by a.id_asoc, a.nombre order by a.nombre limit 1000`,
  );
  return rows.map((r) => ({
    associationId: r.id_asoc,
    associationName: r.nombre,
    year,
    owedCents: Number(r.owed),
    settledCents: Number(r.settled),
    paidCents: Number(r.paid),
    pendingCents: Number(r.owed) - Number(r.settled),
  }));
}

/**
 * A settlement of the association's unsettled national shares of `year`, owed to the federation:
 * asked by the national administrator or the association's. The dojo charges it gathers are
 * locked first, so two settlements at once cannot gather the same share.
 */
export async function createSettlement(
  em: EntityManager,
  caller: Caller,
  associationId: number,
  year: number,
): Promise<number> {
  const r = caller.roles;
  if (!r.admin && !(r.associationAdmin && caller.associationId === associationId))
    throw DomainError.forbidden();
  const sources = await run<{ id: number; cents: number }>(
    em,
    sql`select c.id, (select coalesce(sum(i.importe_cent), 0)::int from cargo_linea i
                       where i.cf_cargo = c.id and i.concepto = 'NACIONAL') as cents
          from cargo c
         where c.cf_asoc = ${associationId} and c.tipo = 'CUOTAS' and c.anio = ${year} and c.estado = 'PAID'
           and (c.cf_liquidacion is null or exists (select 1 from cargo l where l.id = c.cf_liquidacion and l.estado = 'CANCELLED'))
         order by c.id for update of c`,
  );
  const due = sources.filter((s) => s.cents > 0);
  const total = due.reduce((sum, s) => sum + s.cents, 0);
  if (!total) throw new DomainError('CONFLICT', 'billing.settlementEmpty');
  const [{ id }] = await run<{ id: number }>(
    em,
    sql`insert into cargo (tipo, anio, pagador_asoc, cf_asoc, importe_cent, vence)
        values ('LIQUIDACION', ${year}, ${associationId}, ${associationId}, ${total}, current_date + 30) returning id`,
  );
  const ids = intArray(due.map((s) => s.id));
  await run(
    em,
    sql`insert into cargo_linea (cf_cargo, concepto, importe_cent, cf_cargo_origen)
        select ${id}, 'LIQUIDACION', s.cents, s.id
          from unnest(${ids}, ${intArray(due.map((s) => s.cents))}) as s(id, cents) order by s.id`,
  );
  await run(em, sql`update cargo set cf_liquidacion = ${id} where id = any(${ids})`);
  return id;
}
