import type { EntityManager } from '@mikro-orm/postgresql';
import { first, sql } from '../common/sql';

/** Whether a member holds any grade or title, validated or not: history that keeps the member. */
export async function memberHasGrades(em: EntityManager, memberId: number): Promise<boolean> {
  const row = await first<{ found: boolean }>(
    em,
    sql`select exists (select 1 from grado where cf_asociado = ${memberId})
            or exists (select 1 from asociado_titulo where cf_asociado = ${memberId}) as found`,
  );
  return row!.found;
}
