import type { ClientBase } from 'pg';
import { BELT_LADDER, TITLES } from './belt-ladder';

/**
 * Belts and titles: data every installation needs. Upserts by natural key, so it runs at every
 * start and a corrected name reaches old databases.
 */
export async function gradeReferenceData(db: ClientBase): Promise<void> {
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
}
