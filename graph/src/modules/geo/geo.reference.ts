import type { ClientBase } from 'pg';
import { COUNTRIES, PROVINCES } from './reference-data';

/**
 * Countries and provinces: data every installation needs. Upserts by natural key, so it runs at
 * every start and a corrected name or coordinate reaches old databases.
 */
export async function geoReferenceData(db: ClientBase): Promise<void> {
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
}
