import type { ClientBase } from 'pg';
import { BELT_LADDER, TITLES } from '../grades/belt-ladder';
import { COUNTRIES, PROVINCES } from './reference-data';

/**
 * Countries, provinces, belts and titles: data every installation needs. Idempotent (upserts by
 * natural key), so it runs at every start and a corrected name or coordinate reaches old databases.
 */
export async function ensureReferenceData(db: ClientBase): Promise<void> {
  await db.query('begin');
  try {
    await db.query(
      `insert into pais (codigo, nombre, lat, lon)
       select * from unnest($1::text[], $2::text[], $3::float8[], $4::float8[])
       on conflict (codigo) do update set nombre = excluded.nombre, lat = excluded.lat, lon = excluded.lon`,
      [
        COUNTRIES.map((c) => c.code),
        COUNTRIES.map((c) => c.name),
        COUNTRIES.map((c) => c.lat),
        COUNTRIES.map((c) => c.lon),
      ],
    );
    await db.query(
      `insert into provincia (cf_pais, codigo, nombre, lat, lon)
       select p.id_pais, v.codigo, v.nombre, v.lat, v.lon
       from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[]) as v(pais, codigo, nombre, lat, lon)
       join pais p on p.codigo = v.pais
       on conflict (cf_pais, codigo) do update set nombre = excluded.nombre, lat = excluded.lat, lon = excluded.lon`,
      [
        PROVINCES.map((p) => p.country),
        PROVINCES.map((p) => p.code),
        PROVINCES.map((p) => p.name),
        PROVINCES.map((p) => p.lat),
        PROVINCES.map((p) => p.lon),
      ],
    );
    await db.query(
      `insert into cinturon (valor, descripcion, color_primario, nhoras)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::int[])
       on conflict (valor) do update set descripcion = excluded.descripcion,
         color_primario = excluded.color_primario, nhoras = excluded.nhoras`,
      [
        BELT_LADDER.map((b) => b.value),
        BELT_LADDER.map((b) => b.description),
        BELT_LADDER.map((b) => b.colour),
        BELT_LADDER.map((b) => b.hours),
      ],
    );
    await db.query(
      `insert into titulo (valor, descripcion) select * from unnest($1::int[], $2::text[])
       on conflict (valor) do update set descripcion = excluded.descripcion`,
      [TITLES.map((t) => t.value), TITLES.map((t) => t.description)],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
