import type { EntityManager } from '@mikro-orm/postgresql';
import { first, raw, sql } from '../common/sql';
import type { DojoSource } from './dojo.types';

/** A dojo as lists and `ver` answer it: the record, its association's name and its member count. */
export type DojoRow = DojoSource & {
  association: { id: number; name: string };
  country: { id: number; code: string };
  province: { id: number; code: string };
  memberCount: number;
};

// Kept by triggers on the members (migration Migration20261123104500): a few rows per dojo.
export const MEMBER_COUNT =
  '(select coalesce(sum(c.n), 0) from asociado_cuenta c where c.cf_dojo = d.id_dojo)';

export const ROW_COLUMNS = `d.id_dojo, d.nombre, d.ciudad, d.cf_asoc, a.nombre as asoc, d.cf_pais, p.codigo as pais,
  d.cf_provincia, pr.codigo as provincia, d.web, d.maps, d.direccion, d.telfcont, d.persocont,
  d.correo_e, d.horario, d.avatar, d.visible, ${MEMBER_COUNT}::int as num_asoc`;
export const ROW_JOINS = `join asociacion a on a.id_asoc = d.cf_asoc
  join pais p on p.id_pais = d.cf_pais
  join provincia pr on pr.id_provincia = d.cf_provincia`;

export type RawRow = Record<string, unknown> & { id_dojo: number };

export function toRow(r: RawRow): DojoRow {
  return {
    id: r.id_dojo,
    name: r.nombre as string,
    city: r.ciudad as string,
    association: { id: r.cf_asoc as number, name: r.asoc as string },
    country: { id: r.cf_pais as number, code: (r.pais as string).trim() },
    province: { id: r.cf_provincia as number, code: (r.provincia as string).trim() },
    web: r.web as string | null,
    maps: r.maps as string | null,
    address: r.direccion as string | null,
    phone: r.telfcont as string | null,
    contactPerson: r.persocont as string | null,
    email: r.correo_e as string | null,
    schedule: r.horario as string | null,
    logo: r.avatar as string | null,
    visible: r.visible as boolean,
    memberCount: r.num_asoc as number,
  };
}

export async function selectDojoRow(em: EntityManager, id: number): Promise<DojoRow | null> {
  const row = await first<RawRow>(
    em,
    sql`select ${raw(ROW_COLUMNS)} from dojo d ${raw(ROW_JOINS)} where d.id_dojo = ${id}`,
  );
  return row ? toRow(row) : null;
}

/** Another dojo of the association with this name, ignoring case and accents; null when free. */
export async function dojoIdWithName(
  em: EntityManager,
  name: string,
  associationId: number,
  exceptId: number,
): Promise<number | null> {
  const row = await first<{ id_dojo: number }>(
    em,
    sql`select id_dojo from dojo
     where cf_asoc = ${associationId} and id_dojo <> ${exceptId}
       and f_unaccent(lower(btrim(nombre))) = f_unaccent(lower(btrim(${name})))
     order by id_dojo limit 1`,
  );
  return row ? row.id_dojo : null;
}
