import type { EntityManager } from '@mikro-orm/postgresql';
import { exists, sql } from '../common/sql';

/** Whether a member holds any grade or title, validated or not: history that keeps the member. */
export const memberHasGrades = (em: EntityManager, memberId: number) =>
  exists(
    em,
    sql`select 1 from grado where cf_asociado = ${memberId}
        union all select 1 from asociado_titulo where cf_asociado = ${memberId}`,
  );
