import type { EntityManager } from '@mikro-orm/postgresql';
import { exists, sql } from '../common/sql';

/** Whether an association has any dojo: its dojos keep the association. */
export const associationHasDojos = (em: EntityManager, associationId: number) =>
  exists(em, sql`select 1 from dojo where cf_asoc = ${associationId}`);
