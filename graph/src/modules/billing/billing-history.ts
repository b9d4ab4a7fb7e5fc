import type { EntityManager } from '@mikro-orm/postgresql';
import { exists, sql } from '../common/sql';

// Money is history: a member, dojo or association that owed or was owed anything stays, as one
// with fees does (part 1 §8), and its deletion is refused with the same words.

export const memberHasCharges = (em: EntityManager, memberId: number) =>
  exists(em, sql`select 1 from cargo where pagador_asociado = ${memberId}`);

export const dojoHasCharges = (em: EntityManager, dojoId: number) =>
  exists(
    em,
    sql`select 1 from cargo where cf_dojo = ${dojoId} or pagador_dojo = ${dojoId} or emisor_dojo = ${dojoId}`,
  );

export const associationHasCharges = (em: EntityManager, associationId: number) =>
  exists(
    em,
    sql`select 1 from cargo where cf_asoc = ${associationId} or pagador_asoc = ${associationId} or emisor_asoc = ${associationId}`,
  );
