import type { EntityManager } from '@mikro-orm/postgresql';
import { priceError } from '@federa/schema/validation/money';
import type { FieldError } from '@federa/schema/validation/auth';
import type { Caller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { first, run, sql, type Sql } from '../common/sql';
import type { TariffLevelCode } from './tariff.entity';

/** The GraphQL names of the tariff levels, and the database's. */
export const TARIFF_LEVEL_CODES = { NATIONAL: 'NACIONAL', ASSOCIATION: 'ASOCIACION', DOJO: 'DOJO' } as const;
export type TariffLevel = keyof typeof TARIFF_LEVEL_CODES;

export type TariffInput = {
  year: number;
  level: TariffLevel;
  associationId?: number | null;
  dojoId?: number | null;
  adultCents: number;
  childCents: number;
};

export type TariffRow = {
  id: number;
  year: number;
  level: TariffLevel;
  associationId: number | null;
  associationName: string | null;
  dojoId: number | null;
  dojoName: string | null;
  adultCents: number;
  childCents: number;
  changedAt: string;
};

const LEVEL_OF: Record<TariffLevelCode, TariffLevel> = {
  NACIONAL: 'NATIONAL',
  ASOCIACION: 'ASSOCIATION',
  DOJO: 'DOJO',
};

/** Every field's error at once, before anything is read. */
export function tariffErrors(input: TariffInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!Number.isInteger(input.year) || input.year < 1900 || input.year > 2200)
    errors.push({ field: 'year', key: 'billing.yearInvalid' });
  if (!Object.hasOwn(TARIFF_LEVEL_CODES, input.level))
    errors.push({ field: 'level', key: 'billing.levelInvalid' });
  for (const field of ['adultCents', 'childCents'] as const) {
    const error = priceError(field, input[field]);
    if (error) errors.push(error);
  }
  return errors;
}

/**
 * Where the tariff applies, and whether the caller may set it: the national licence the national
 * administrator; an association's fee its administrator (theirs unless national); a dojo's own fee
 * its dojo's or its association's administrator.
 */
export async function tariffPlace(
  em: EntityManager,
  caller: Caller,
  input: TariffInput,
): Promise<{ associationId: number | null; dojoId: number | null }> {
  const r = caller.roles;
  if (input.level === 'NATIONAL') {
    if (!r.admin) throw DomainError.forbidden('billing.tariffNotYours');
    return { associationId: null, dojoId: null };
  }
  if (input.level === 'ASSOCIATION') {
    const associationId = input.associationId ?? caller.associationId;
    const found = await first(em, sql`select 1 from asociacion where id_asoc = ${associationId}`);
    if (!found) throw DomainError.notFound();
    if (!r.admin && !(r.associationAdmin && associationId === caller.associationId))
      throw DomainError.forbidden('billing.tariffNotYours');
    return { associationId, dojoId: null };
  }
  const dojoId = input.dojoId ?? caller.dojoId;
  const dojo = await first<{ asoc: number }>(
    em,
    sql`select cf_asoc as asoc from dojo where id_dojo = ${dojoId}`,
  );
  if (!dojo) throw DomainError.notFound();
  const mine =
    r.admin ||
    (r.associationAdmin && dojo.asoc === caller.associationId) ||
    (r.dojoAdmin && dojoId === caller.dojoId);
  if (!mine) throw DomainError.forbidden('billing.tariffNotYours');
  return { associationId: dojo.asoc, dojoId };
}

/** The tariffs a caller sees: the national one, their association's and their dojo's (an administrator's area's). */
function tariffScope(caller: Caller): Sql {
  if (caller.roles.admin) return sql`true`;
  const dojos = caller.roles.associationAdmin
    ? sql`t.cf_asoc = ${caller.associationId}`
    : sql`t.cf_dojo = ${caller.dojoId}`;
  return sql`(t.nivel = 'NACIONAL' or (t.nivel = 'ASOCIACION' and t.cf_asoc = ${caller.associationId})
    or (t.nivel = 'DOJO' and ${dojos}))`;
}

export async function tariffRows(
  em: EntityManager,
  caller: Caller,
  year: number,
  id?: number,
): Promise<TariffRow[]> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select t.id, t.anio, t.nivel, t.cf_asoc, a.nombre as asociacion, t.cf_dojo, d.nombre as dojo,
          t.adulto_cent, t.nino_cent, t.cambiado
        from tarifa t left join asociacion a on a.id_asoc = t.cf_asoc left join dojo d on d.id_dojo = t.cf_dojo
        where t.anio = ${year} and ${tariffScope(caller)} ${id ? sql`and t.id = ${id}` : sql``}
        order by case t.nivel when 'NACIONAL' then 0 when 'ASOCIACION' then 1 else 2 end, a.nombre, d.nombre
        limit 5000`,
  );
  return rows.map((r) => ({
    id: r.id,
    year: r.anio,
    level: LEVEL_OF[r.nivel as TariffLevelCode],
    associationId: r.cf_asoc,
    associationName: r.asociacion,
    dojoId: r.cf_dojo,
    dojoName: r.dojo,
    adultCents: r.adulto_cent,
    childCents: r.nino_cent,
    changedAt: new Date(r.cambiado).toISOString(),
  }));
}

/** Sets (or changes) the tariff of its year, level and place; charges already made keep their amounts. */
export async function upsertTariff(
  em: EntityManager,
  caller: Caller,
  input: TariffInput,
  place: { associationId: number | null; dojoId: number | null },
): Promise<number> {
  const [{ id }] = await run<{ id: number }>(
    em,
    sql`insert into tarifa (anio, nivel, cf_asoc, cf_dojo, adulto_cent, nino_cent, cf_autor)
        values (${input.year}, ${TARIFF_LEVEL_CODES[input.level]}, ${place.associationId}, ${place.dojoId},
          ${input.adultCents}, ${input.childCents}, ${caller.memberId})
        on conflict (anio, nivel, coalesce(cf_asoc, 0), coalesce(cf_dojo, 0))
        do update set adulto_cent = excluded.adulto_cent, nino_cent = excluded.nino_cent,
          cf_autor = excluded.cf_autor, cambiado = now()
        returning id`,
  );
  return id;
}
